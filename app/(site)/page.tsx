import type { Metadata } from "next";
import { HomeHero } from "@/components/home/home-hero";
import { HomeServices } from "@/components/home/home-services";
import { TireSelection } from "@/components/home/tire-selection";
import { TireSizeGuide } from "@/components/home/tire-size-guide";
import { OrganizationJsonLd } from "@/components/seo/organization-json-ld";
import { brand } from "@/data/brand";

export const metadata: Metadata = {
  // The root layout's title template does not reach pages of its own segment.
  title: { absolute: `Tough tires for tough terrains | ${brand.shortName}` },
  description: `${brand.name}: passenger, truck, commercial, farm, industrial, OTR and mining tires and service at ${brand.storeCount} stores in WV, VA, TN, KY and PA since ${brand.founded}. Find a store or schedule service online.`,
  alternates: { canonical: "/" },
};

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <TireSelection />
      <TireSizeGuide />
      <HomeServices />
      <OrganizationJsonLd />
    </>
  );
}
