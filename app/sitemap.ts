import type { MetadataRoute } from "next";
import { publicRoutes } from "@/data/routes";
import { allTires } from "@/lib/tires/category-tires";
import { siteUrl } from "@/lib/settings/site-url";
import { passengerCatalog } from "@/lib/tires/passenger-tires";
import { sizePagePath, sizePageSlugs } from "@/lib/tires/size-page";

export default function sitemap(): MetadataRoute.Sitemap {
  const pages = publicRoutes.map((route) => ({
    url: new URL(route.path, siteUrl).href,
    changeFrequency: route.path === "/" ? ("weekly" as const) : ("monthly" as const),
    priority: route.path === "/" ? 1 : 0.7,
  }));
  // A Set: the few off-road tires also sold in the passenger catalog share one page.
  const productPaths = new Set([
    ...allTires.map((tire) => `/tires/details/${tire.id}`),
    ...passengerCatalog.offers.map((offer) => offer.url),
  ]);
  const products = [...productPaths].map((path) => ({
    url: new URL(path, siteUrl).href,
    changeFrequency: "monthly" as const,
    priority: 0.5,
  }));
  const sizes = sizePageSlugs().map((slug) => ({
    url: new URL(sizePagePath(slug), siteUrl).href,
    changeFrequency: "weekly" as const,
    priority: 0.6,
  }));
  return [...pages, ...products, ...sizes];
}
