import Link from "next/link";
import { telHref } from "@/data/brand-core";
import { locationPath } from "@/lib/locations/links";
import type { MapLocation } from "@/lib/map/map-location";
import { storeScheduleHref } from "@/lib/scheduling/schedule-link";

interface LocationPopupContentProps {
  location: MapLocation;
  headingId?: string;
  /**
   * Google's info window is always white, whatever our theme; "light" drops the dark-theme
   * colours there so the text keeps its contrast.
   */
  surface?: "themed" | "light";
}

/** What a marker's popup says, on the Google map and the offline map alike. */
export function LocationPopupContent({ location, headingId, surface = "themed" }: LocationPopupContentProps) {
  const themed = surface === "themed";
  return (
    <div className={`text-sm text-gray-800 ${themed ? "dark:text-gray-200" : ""}`}>
      <h3
        id={headingId}
        className={`pr-8 text-base font-bold text-ink-900 ${themed ? "dark:text-white" : ""}`}
      >
        {location.name}
      </h3>
      <p className="mt-1">
        {location.address}
        <br />
        {location.city}, {location.state} {location.zip}
      </p>
      <p className="mt-1">
        <a
          href={telHref(location.phone)}
          className={`font-semibold text-ink-900 underline decoration-brand-500 decoration-2 underline-offset-2 ${themed ? "dark:text-brand-300" : ""}`}
        >
          {location.phone}
        </a>
      </p>
      <p className="mt-1">
        <Link
          href={locationPath(location)}
          className={`font-semibold text-ink-900 underline decoration-brand-500 decoration-2 underline-offset-2 ${themed ? "dark:text-brand-300" : ""}`}
        >
          {location.kind === "store" ? "Store details and hours" : "Details and hours"}
          <span className="sr-only">: {location.name}</span>
        </Link>
      </p>
      {location.bookable && (
        <Link
          href={storeScheduleHref(location.id)}
          className={`${themed ? "btn-dark" : "btn bg-ink-900 text-white hover:bg-ink-700"} mt-3 min-h-10 px-4 py-2 text-sm`}
        >
          Schedule Service<span className="sr-only"> at {location.name}</span>
        </Link>
      )}
    </div>
  );
}
