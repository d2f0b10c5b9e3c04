import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/settings/site-url";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/api/", "/admin/", "/calendar-status", "/appointments/"],
    },
    sitemap: new URL("/sitemap.xml", siteUrl).href,
  };
}
