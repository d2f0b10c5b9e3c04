import { MailIcon, PhoneIcon, PinIcon, UserIcon } from "@/components/ui/icons";
import { SmartLink } from "@/components/ui/smart-link";
import { mailtoHref, telHref } from "@/data/brand";
import type { Location } from "@/data/locations";
import { directionsUrl } from "@/lib/locations/public-location";

const linkClass =
  "font-semibold text-ink-900 underline decoration-brand-500 decoration-2 underline-offset-4 hover:decoration-ink-900 dark:text-brand-300 dark:hover:decoration-brand-300";

/** How to reach a location: address with directions, phone, e-mail and who runs it. */
export function StoreContactCard({ location }: { location: Location }) {
  const subject =
    location.kind === "store" ? `Inquiry for the ${location.name} store` : `Inquiry for the ${location.name}`;
  return (
    <section aria-labelledby="contact-title" className="card p-6">
      <h2 id="contact-title" className="text-xl font-bold text-ink-900 dark:text-white">
        Address and contact
      </h2>
      <ul className="mt-4 space-y-4 text-gray-700 dark:text-gray-300">
        <li className="flex gap-3">
          <PinIcon size={20} className="mt-0.5 shrink-0" />
          <div>
            <address className="not-italic">
              {location.address}
              <br />
              {location.city}, {location.state} {location.zip}
            </address>
            <SmartLink href={directionsUrl(location)} className={`${linkClass} mt-1 inline-block`}>
              Get Directions<span className="sr-only"> to {location.name}</span>
            </SmartLink>
          </div>
        </li>
        <li className="flex items-center gap-3">
          <PhoneIcon size={20} className="shrink-0" />
          <a href={telHref(location.phone)} className={linkClass}>
            {location.phone}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <MailIcon size={20} className="shrink-0" />
          <a href={mailtoHref(location.email, subject)} className={`${linkClass} break-all`}>
            {location.email}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <UserIcon size={20} className="shrink-0" />
          <span>
            <span className="font-semibold text-ink-900 dark:text-white">{location.managerTitle}:</span>{" "}
            {location.managerEmail ? (
              <a href={mailtoHref(location.managerEmail, subject)} className={linkClass}>
                {location.manager}
              </a>
            ) : (
              location.manager
            )}
          </span>
        </li>
      </ul>
    </section>
  );
}
