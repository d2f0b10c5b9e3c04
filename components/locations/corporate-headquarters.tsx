import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from "@/components/ui/icons";
import { SmartLink } from "@/components/ui/smart-link";
import { brand, mailtoHref, telHref } from "@/data/brand";
import { mapSearchUrl } from "@/lib/locations/public-location";

const linkClass =
  "font-semibold text-ink-900 underline decoration-brand-500 decoration-2 underline-offset-4 hover:decoration-ink-900 dark:text-brand-300 dark:hover:decoration-brand-300";

/** Where the company is run from: accounts, credit, and anything a store can't answer. */
export function CorporateHeadquarters() {
  const office = brand.corporateOffice;
  return (
    <div className="card grid gap-6 p-6 sm:p-8 md:grid-cols-2">
      <div>
        <h3 className="text-xl font-bold text-ink-900 dark:text-white">{office.name}</h3>
        <p className="mt-2 text-gray-700 dark:text-gray-300">
          National and fleet accounts, commercial credit, and questions for our leadership team. For tires and
          service, your nearest store is the quickest help.
        </p>
        <SmartLink href={mapSearchUrl(office)} className="btn-outline-dark mt-5 text-sm">
          <PinIcon size={18} />
          View on Map
        </SmartLink>
      </div>
      <ul className="space-y-3 text-gray-700 dark:text-gray-300">
        <li className="flex gap-3">
          <PinIcon size={20} className="mt-0.5 shrink-0" />
          <address className="not-italic">
            {office.address}
            <br />
            {office.city}, {office.state} {office.zip}
          </address>
        </li>
        <li className="flex items-center gap-3">
          <PhoneIcon size={20} className="shrink-0" />
          <a href={telHref(office.phone)} className={linkClass}>
            {office.phone}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <MailIcon size={20} className="shrink-0" />
          <a href={mailtoHref(brand.email)} className={`${linkClass} break-all`}>
            {brand.email}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <ClockIcon size={20} className="shrink-0" />
          {office.hours}
        </li>
      </ul>
    </div>
  );
}
