import { describe, expect, it } from "vitest";
import { allTires } from "@/lib/tires/category-tires";
import { organizationId } from "@/lib/seo/location-json-ld";
import { siteUrl } from "@/lib/settings/site-url";
import { commercialTireSchema, passengerTireSchema } from "@/lib/seo/tire-product-json-ld";
import { getPassengerProduct } from "@/lib/tires/product";

const site = siteUrl.origin;

describe("a tire's structured data", () => {
  it("describes a passenger tire size as a Product with an Offer sold by the brand", () => {
    const product = getPassengerProduct("michelin-defender2-225-65r17")!;
    // Round-tripped through JSON, as a search engine reads it from the page.
    const schema = JSON.parse(JSON.stringify(passengerTireSchema(product)));
    expect(schema).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Michelin Defender2 225/65R17",
      brand: { "@type": "Brand", name: "Michelin" },
      sku: "michelin-defender2-225-65r17",
      url: `${site}/tires/details/michelin-defender2-225-65r17`,
      image: expect.stringMatching(new RegExp(`^${site}/images/.+\\.svg$`)),
      offers: {
        "@type": "Offer",
        price: product.offer.price.toFixed(2),
        priceCurrency: "USD",
        availability: "https://schema.org/InStoreOnly",
        seller: { "@type": "Organization", "@id": organizationId },
      },
    });
    expect(schema.additionalProperty).toContainEqual({
      "@type": "PropertyValue",
      name: "Load index",
      value: product.offer.loadIndex,
    });
  });

  it("describes a commercial tire as a Product with a priced Offer", () => {
    const tire = allTires[0]!;
    expect(commercialTireSchema(tire)).toMatchObject({
      "@type": "Product",
      sku: tire.id,
      offers: { "@type": "Offer", price: tire.price.toFixed(2), priceCurrency: "USD" },
    });
  });
});
