import Link from "next/link";
import { CalendarIcon } from "@/components/ui/icons";
import type { PassengerProduct } from "@/lib/tires/product";
import { installationScheduleHref, type LinkedVehicle } from "@/lib/scheduling/schedule-link-parts";
import { compareHref } from "@/lib/tires/compare-link";

type Offer = Pick<PassengerProduct["offer"], "id" | "brand" | "name">;

/** The comparison without this tire (the same for the wide table and the narrow one). */
export function RemoveFromCompareLink({
  offer,
  ids,
  carried,
  className,
}: {
  offer: Offer;
  ids: readonly string[];
  carried: string;
  className: string;
}) {
  return (
    <Link
      href={compareHref(
        ids.filter((id) => id !== offer.id),
        carried,
      )}
      className={className}
    >
      Remove
      <span className="sr-only">
        {" "}
        {offer.brand} {offer.name}
      </span>
    </Link>
  );
}

/** Scheduling with this tire, and the vehicle the comparison was made for. */
export function CompareInstallLink({
  offer,
  vehicle,
  className,
}: {
  offer: Offer;
  vehicle: LinkedVehicle | null;
  className: string;
}) {
  return (
    <Link href={installationScheduleHref(offer.id, vehicle)} prefetch={false} className={className}>
      <CalendarIcon size={16} />
      Schedule Installation
      <span className="sr-only">
        {" "}
        of {offer.brand} {offer.name}
      </span>
    </Link>
  );
}
