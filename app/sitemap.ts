import type { MetadataRoute } from "next";
import { publicRoutes } from "@/data/routes";
import { allTires } from "@/lib/catalog";
import { siteUrl } from "@/lib/seo/site-url";

export default function sitemap(): MetadataRoute.Sitemap {
  const pages = publicRoutes.map((route) => ({
    url: new URL(route.path, siteUrl).href,
    changeFrequency: route.path === "/" ? ("weekly" as const) : ("monthly" as const),
    priority: route.path === "/" ? 1 : 0.7,
  }));
  const products = allTires.map((tire) => ({
    url: new URL(`/tires/details/${tire.id}`, siteUrl).href,
    changeFrequency: "monthly" as const,
    priority: 0.5,
  }));
  return [...pages, ...products];
}
