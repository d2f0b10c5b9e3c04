import type { Organization, WithContext } from "schema-dts";
import { brand } from "@/data/brand";
import { organizationId, postalAddress } from "@/lib/seo/location-json-ld";
import { siteUrl } from "@/lib/settings/site-url";
import { JsonLd } from "./json-ld";

/** The brand's node; every location's structured data points at its `@id`. */
export function OrganizationJsonLd() {
  const data: WithContext<Organization> = {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId,
    name: brand.name,
    url: siteUrl.href,
    logo: new URL("/images/logo.svg", siteUrl).href,
    foundingDate: String(brand.founded),
    telephone: brand.phone,
    email: brand.email,
    address: postalAddress(brand.corporateOffice),
    sameAs: brand.social.map((s) => s.href),
  };
  return <JsonLd data={data} />;
}
