import Link from "next/link";
import type { PassengerProduct } from "@/lib/tires/product";
import type { LinkedVehicle } from "@/lib/scheduling/schedule-link-parts";
import { productHref } from "@/lib/tires/product-link";
import { RemoveFromCompareLink } from "./compare-links";

/**
 * What heads a tire's column in both comparison tables: its brand, its name to its page, and the
 * link that takes it out of the comparison (when another tire stays).
 */
export function CompareTireHeading({
  offer,
  ids,
  carried,
  vehicle,
  narrow,
}: {
  offer: PassengerProduct["offer"];
  ids: readonly string[];
  carried: string;
  vehicle: LinkedVehicle | null;
  /** The phone's table: a smaller name, and a full-height tap target for Remove. */
  narrow: boolean;
}) {
  return (
    <>
      <span className="block text-xs font-semibold tracking-wider text-gray-600 uppercase dark:text-gray-400">
        {offer.brand}
      </span>
      <Link
        href={productHref(offer.url, vehicle)}
        className={`${narrow ? "text-base" : "text-lg"} font-bold text-ink-900 underline underline-offset-4 dark:text-white`}
      >
        <span className="sr-only">{offer.brand} </span>
        {offer.name}
      </Link>
      {ids.length > 1 && (
        <RemoveFromCompareLink
          offer={offer}
          ids={ids}
          carried={carried}
          className={`mt-1 ${narrow ? "flex min-h-11 items-center" : "block"} text-sm font-normal text-gray-700 underline underline-offset-4 dark:text-gray-300`}
        />
      )}
    </>
  );
}
