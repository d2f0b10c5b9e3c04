import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SizeResults } from "@/components/tires/size-results";
import { pageMetadata } from "@/lib/seo/page-metadata";
import {
  sizeOfPage,
  sizePageDescription,
  sizePagePath,
  sizePageSlugs,
  sizePageTitle,
} from "@/lib/tires/size-page";

// One prerendered page per size we sell; any other size is the 404 page. Links with filters are
// served by ./filtered (see the rewrites in next.config.ts), so this page stays static.
export const dynamicParams = false;

export function generateStaticParams() {
  return sizePageSlugs().map((size) => ({ size }));
}

export async function generateMetadata({ params }: PageProps<"/tires/size/[size]">): Promise<Metadata> {
  const size = sizeOfPage((await params).size);
  if (!size) return {};
  return pageMetadata({
    title: sizePageTitle(size),
    description: sizePageDescription(size),
    path: sizePagePath(size),
  });
}

export default async function TireSizePage({ params }: PageProps<"/tires/size/[size]">) {
  const size = sizeOfPage((await params).size);
  if (!size) notFound();
  return <SizeResults size={size} filters={{ sort: "price-asc" }} />;
}
