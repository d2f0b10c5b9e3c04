import type { Product, PropertyValueLeaf, WithContext } from "schema-dts";
import { categoryLabel, type Tire } from "@/lib/tires/category-tires";
import { tireTitle } from "@/lib/tires/tire-title";
import { productImage, productName, type PassengerProduct } from "@/lib/tires/product";
import { TYPE_LABELS } from "@/lib/tires/size-page";
import { serviceDescription } from "@/lib/tires/specs";
import { organizationReference } from "./location-json-ld";
import { siteUrl } from "@/lib/settings/site-url";

const absolute = (path: string) => new URL(path, siteUrl).href;

function property(name: string, value: string | number): PropertyValueLeaf {
  return { "@type": "PropertyValue", name, value };
}

/**
 * schema.org Product for a passenger or light-truck tire in one size, with the price of one tire
 * as its Offer. Availability is "in store only": the tire is bought and fitted at a store, and
 * stock is confirmed by the store, never promised online.
 */
export function passengerTireSchema({ offer, line }: PassengerProduct): WithContext<Product> {
  const url = absolute(offer.url);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: productName(offer),
    brand: { "@type": "Brand", name: offer.brand },
    description: line.description,
    image: absolute(productImage(offer.type).src),
    sku: offer.id,
    category: `${TYPE_LABELS[offer.type]} Tires`,
    size: offer.size,
    url,
    additionalProperty: [
      property("Tire size", offer.size),
      property("Service description", serviceDescription(offer)),
      property("Load index", offer.loadIndex),
      property("Speed rating", offer.speedRating),
      ...(line.warrantyMiles ? [property("Treadwear warranty (miles)", line.warrantyMiles)] : []),
    ],
    offers: {
      "@type": "Offer",
      price: offer.price.toFixed(2),
      priceCurrency: "USD",
      availability: "https://schema.org/InStoreOnly",
      itemCondition: "https://schema.org/NewCondition",
      url,
      seller: organizationReference(),
    },
  };
}

/** schema.org Product for a commercial, farm, industrial, mining or off-road tire. */
export function commercialTireSchema(tire: Tire): WithContext<Product> {
  const url = absolute(`/tires/details/${tire.id}`);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: tireTitle(tire),
    brand: { "@type": "Brand", name: tire.brand },
    description: tire.description,
    image: absolute(tire.imageUrl),
    sku: tire.id,
    category: `${categoryLabel(tire.category)} Tires`,
    url,
    offers: {
      "@type": "Offer",
      price: tire.price.toFixed(2),
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url,
      seller: organizationReference(),
    },
  };
}
