import { brand } from "@/data/brand";
import { siteUrl } from "@/lib/seo/site-url";
import { JsonLd } from "./json-ld";

export function OrganizationJsonLd() {
  const office = brand.corporateOffice;
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Organization",
        name: brand.name,
        url: siteUrl.href,
        logo: new URL("/images/logo.svg", siteUrl).href,
        foundingDate: String(brand.founded),
        telephone: brand.phone,
        email: brand.email,
        address: {
          "@type": "PostalAddress",
          streetAddress: office.address,
          addressLocality: office.city,
          addressRegion: office.state,
          postalCode: office.zip,
          addressCountry: "US",
        },
        sameAs: brand.social.map((s) => s.href),
      }}
    />
  );
}
