import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CommercialTireDetails } from "@/components/catalog/commercial-tire-details";
import { PassengerTireDetails } from "@/components/tires/product/passenger-tire-details";
import { brand } from "@/data/brand";
import { allTires, formatPrice, getTire } from "@/lib/catalog";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { tireTitle } from "@/lib/catalog/tire-title";
import {
  getPassengerProduct,
  prerenderedPassengerIds,
  productDescription,
  productName,
} from "@/lib/tires/product";

/*
 * The commercial tires and the first size of each passenger line are built ahead of time; the
 * other ~2,750 passenger sizes render on their first visit and are cached from then on. Building
 * all 2,808 took `npm run build` from about 2 to about 8 minutes on two cores (and wrote 1.4 GB);
 * the first size of each line adds a few seconds. Pages are redone daily, so a fitment list picks
 * up the new model year in October. Ids that name no tire never get here (see proxy.ts).
 */
export const dynamicParams = true;
export const revalidate = 86400;

export function generateStaticParams() {
  const ids = new Set([...allTires.map((tire) => tire.id), ...prerenderedPassengerIds()]);
  return [...ids].map((id) => ({ id }));
}

export async function generateMetadata({ params }: PageProps<"/tires/details/[id]">): Promise<Metadata> {
  const { id } = await params;
  const path = `/tires/details/${id}`;
  const product = getPassengerProduct(id);
  if (product) {
    return pageMetadata({
      title: productName(product.offer),
      description: productDescription(product),
      path,
    });
  }
  const tire = getTire(id);
  if (!tire) return {};
  return pageMetadata({
    title: tireTitle(tire),
    description: `${tire.brand} ${tire.name} in ${tire.size}, ${formatPrice(tire.price)} per tire at ${brand.name}. ${tire.application}. ${tire.features.slice(0, 2).join(". ")}.`,
    path,
  });
}

export default async function TireDetailsPage({ params }: PageProps<"/tires/details/[id]">) {
  const { id } = await params;
  // A few off-road tires are also sold in the passenger catalog, at the same price: those get the
  // passenger page, which can book their installation.
  const product = getPassengerProduct(id);
  if (product) return <PassengerTireDetails product={product} />;
  const tire = getTire(id);
  if (!tire) notFound();
  return <CommercialTireDetails tire={tire} />;
}
