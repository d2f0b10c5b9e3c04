import { SmartLink } from "@/components/ui/smart-link";
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, SocialIcon } from "@/components/ui/icons";
import { brand, mailtoHref, telHref } from "@/data/brand";
import { footerAboutLinks, footerLegalLinks, footerQuickLinks, type NavLink } from "@/data/navigation";
import { mapSearchUrl } from "@/lib/locations/public-location";
import { CurrentYear } from "./current-year";
import { Logo } from "./logo";

const linkClass = "text-gray-300 hover:text-brand-300 underline-offset-4 hover:underline";

export function SiteFooter() {
  const office = brand.corporateOffice;
  return (
    <footer className="bg-ink-900 text-gray-200 dark:bg-black">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo inverted />
          <p className="mt-4 max-w-xs text-sm text-gray-300">
            {brand.tagline} Tires and service for drivers, fleets, farms, mines and industry.
          </p>
          <ul className="mt-5 flex gap-2" aria-label="Follow us">
            {brand.social.map((s) => (
              <li key={s.name}>
                <SmartLink
                  href={s.href}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-brand-400 hover:text-ink-900"
                  aria-label={`${brand.shortName} on ${s.name}`}
                >
                  <SocialIcon name={s.name} />
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks title="Quick Links" links={footerQuickLinks} />
        <FooterLinks title="About Us" links={footerAboutLinks} />
        <div>
          <h2 className="text-sm font-bold tracking-wider text-brand-400 uppercase">Corporate Office</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <SmartLink href={mapSearchUrl(office)} className={`${linkClass} flex gap-2`}>
                <PinIcon size={18} className="mt-0.5 shrink-0" />
                <span>
                  {office.address}
                  <br />
                  {office.city}, {office.state} {office.zip}
                </span>
              </SmartLink>
            </li>
            <li>
              <a href={telHref(brand.phone)} className={`${linkClass} flex items-center gap-2`}>
                <PhoneIcon size={18} className="shrink-0" />
                {brand.phone}
              </a>
            </li>
            <li>
              <a href={mailtoHref(brand.email)} className={`${linkClass} flex items-center gap-2`}>
                <MailIcon size={18} className="shrink-0" />
                {brand.email}
              </a>
            </li>
            <li className="flex items-center gap-2 text-gray-300">
              <ClockIcon size={18} className="shrink-0" />
              {office.hours}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-gray-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <CurrentYear buildYear={new Date().getFullYear()} /> {brand.name}. All rights reserved.
          </p>
          <ul className="flex gap-5" aria-label="Legal">
            {footerLegalLinks.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} className={linkClass}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold tracking-wider text-brand-400 uppercase">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} className={`${linkClass} inline-flex min-h-6 items-center`}>
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
