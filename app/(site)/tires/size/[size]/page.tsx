import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SizePageBody } from "@/components/tires/size-page-body";
import { pageMetadata } from "@/lib/seo/page-metadata";
import {
  catalogSizePageDescription,
  catalogSizePageTitle,
  sizeListingOfPage,
  sizeOfPage,
  sizePageDescription,
  sizePagePath,
  sizePageSlugs,
  sizePageTitle,
} from "@/lib/tires/size-page";

// One prerendered page per size we sell, in every category; any other size is the 404 page.
// Links with filters are served by ./filtered (see the rewrites in next.config.ts), so this page
// stays static.
export const dynamicParams = false;

export function generateStaticParams() {
  return sizePageSlugs().map((size) => ({ size }));
}

export async function generateMetadata({ params }: PageProps<"/tires/size/[size]">): Promise<Metadata> {
  const slug = (await params).size;
  const listing = sizeListingOfPage(slug);
  if (!listing) return {};
  const size = sizeOfPage(slug);
  return pageMetadata({
    title: size ? sizePageTitle(size) : catalogSizePageTitle(listing),
    description: size ? sizePageDescription(size) : catalogSizePageDescription(listing),
    path: sizePagePath(slug),
  });
}

export default async function TireSizePage({ params }: PageProps<"/tires/size/[size]">) {
  const listing = sizeListingOfPage((await params).size);
  if (!listing) notFound();
  return <SizePageBody listing={listing} filters={{ sort: "price-asc" }} />;
}
