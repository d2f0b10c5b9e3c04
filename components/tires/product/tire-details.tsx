import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CommercialTireDetails } from "@/components/catalog/commercial-tire-details";
import { PassengerTireDetails } from "@/components/tires/product/passenger-tire-details";
import { brand } from "@/data/brand";
import { formatPrice, getTire } from "@/lib/tires/category-tires";
import { tireTitle } from "@/lib/tires/tire-title";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { getPassengerProduct, productDescription, productName } from "@/lib/tires/product";

/** A product page's metadata, whichever route renders it; its canonical is always /tires/details/{id}. */
export function tireDetailsMetadata(id: string): Metadata {
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

/** A product page's body. A few off-road tires are also sold in the passenger catalog, at the same
 * price: those get the passenger page, which can book their installation. */
export function TireDetails({ id }: { id: string }) {
  const product = getPassengerProduct(id);
  if (product) return <PassengerTireDetails product={product} />;
  const tire = getTire(id);
  if (!tire) notFound();
  return <CommercialTireDetails tire={tire} />;
}
