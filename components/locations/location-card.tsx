import Link from "next/link";
import { ClockIcon, PhoneIcon, PinIcon } from "@/components/ui/icons";
import { SmartLink } from "@/components/ui/smart-link";
import { mailtoHref, telHref } from "@/data/brand";
import type { Location } from "@/data/locations";
import { locationPath } from "@/lib/locations/links";
import { directionsUrl, toSelectedLocation } from "@/lib/locations/public-location";
import { locationCardId } from "@/lib/map/map-location";
import { storeScheduleHref } from "@/lib/scheduling/schedule-link";
import { SelectableCard } from "./location-selection";
import { ServicesToggle } from "./services-toggle";
import { SetMyStoreButton } from "./set-my-store-button";

/** Says up front that a facility is not a store, before anyone drives there for an oil change. */
const KIND_BADGE: Partial<Record<Location["kind"], string>> = {
  plant: "Retread plant",
  warehouse: "Wholesale only",
  office: "Offices only",
};

const linkClass =
  "font-semibold text-ink-900 underline decoration-brand-500 decoration-2 underline-offset-4 hover:decoration-ink-900 dark:text-brand-300 dark:hover:decoration-brand-300";

/**
 * One location on /locations; its name links to the location's own page. Rendered on the server;
 * only the services toggle and the "Set as My Store" button run in the browser, and the wrapper
 * that highlights the card when its marker is picked on the map.
 */
export function LocationCard({ location }: { location: Location }) {
  const cardId = locationCardId(location);
  const nameId = `${cardId}-name`;
  const badge = KIND_BADGE[location.kind];
  const subject =
    location.kind === "store" ? `Inquiry for the ${location.name} store` : `Inquiry for the ${location.name}`;
  return (
    <SelectableCard
      locationId={location.id}
      id={cardId}
      labelledBy={nameId}
      className="card flex flex-col p-6"
    >
      {badge && (
        <p className="mb-1 text-xs font-bold tracking-wider text-gray-600 uppercase dark:text-gray-300">
          {badge}
        </p>
      )}
      <h3 id={nameId} className="text-xl font-bold text-ink-900 dark:text-white">
        <Link
          href={locationPath(location)}
          className="underline decoration-brand-500 decoration-2 underline-offset-4 hover:decoration-ink-900 dark:hover:decoration-brand-300"
        >
          {location.name}
        </Link>
      </h3>
      <address className="mt-2 flex gap-2 text-gray-700 not-italic dark:text-gray-300">
        <PinIcon size={18} className="mt-0.5 shrink-0" />
        <span>
          {location.address}
          <br />
          {location.city}, {location.state} {location.zip}
        </span>
      </address>
      <ul className="mt-3 space-y-2 text-gray-700 dark:text-gray-300">
        <li className="flex items-center gap-2">
          <PhoneIcon size={18} className="shrink-0" />
          <a href={telHref(location.phone)} className={linkClass}>
            {location.phone}
          </a>
        </li>
        <li className="flex gap-2">
          <ClockIcon size={18} className="mt-0.5 shrink-0" />
          <span>
            {location.hours.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </span>
        </li>
        <li>
          <span className="font-semibold text-ink-900 dark:text-white">{location.managerTitle}:</span>{" "}
          {location.managerEmail ? (
            <a href={mailtoHref(location.managerEmail, subject)} className={linkClass}>
              {location.manager}
            </a>
          ) : (
            location.manager
          )}
        </li>
      </ul>
      <ServicesToggle services={location.services} locationName={location.name} />
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        {location.bookable && (
          <Link href={storeScheduleHref(location.id)} className="btn-dark text-sm">
            Schedule Service<span className="sr-only"> at {location.name}</span>
          </Link>
        )}
        <SmartLink href={directionsUrl(location)} className="btn-outline-dark text-sm">
          Get Directions<span className="sr-only"> to {location.name}</span>
        </SmartLink>
        {location.bookable && <SetMyStoreButton location={toSelectedLocation(location)} />}
      </div>
    </SelectableCard>
  );
}
