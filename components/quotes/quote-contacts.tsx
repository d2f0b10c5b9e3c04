import { ClockIcon, MailIcon, PhoneIcon } from "@/components/ui/icons";
import { brand, mailtoHref, telHref } from "@/data/brand";

const linkClass =
  "inline-flex items-center gap-2 font-semibold text-ink-900 underline decoration-brand-400 decoration-2 underline-offset-4 hover:decoration-ink-900 dark:text-brand-300";

/** Beside the form: the sales desk's own address and phone, for people who would rather write or call. */
export function QuoteContacts() {
  return (
    <aside aria-labelledby="quote-contacts-title" className="card space-y-4 p-6">
      <h2 id="quote-contacts-title" className="text-lg font-bold text-ink-900 dark:text-white">
        Prefer e-mail or phone?
      </h2>
      <p className="text-gray-700 dark:text-gray-300">
        Write to our sales desk with the tire, size and quantity, or call us. Photos of the sidewall help.
      </p>
      <ul className="space-y-3">
        <li>
          <a href={mailtoHref(brand.salesEmail, "Tire quote request")} className={`${linkClass} break-words`}>
            <MailIcon size={18} className="shrink-0" />
            {brand.salesEmail}
          </a>
        </li>
        <li>
          <a href={telHref(brand.salesPhone)} className={linkClass}>
            <PhoneIcon size={18} />
            {brand.salesPhone}
          </a>
        </li>
        <li className="flex items-center gap-2 text-gray-700 dark:text-gray-300">
          <ClockIcon size={18} />
          {brand.corporateOffice.hours}
        </li>
      </ul>
      <h2 className="pt-2 text-lg font-bold text-ink-900 dark:text-white">What happens next</h2>
      <ol className="list-decimal space-y-2 pl-5 text-gray-700 dark:text-gray-300">
        <li>You get an e-mail with your quote reference right away.</li>
        <li>We check stock, delivery and fitting for your tires, and call if we need details.</li>
        <li>You get a written quote, usually within one business day.</li>
      </ol>
    </aside>
  );
}
