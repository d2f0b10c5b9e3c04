import { settings } from "@/lib/settings";

/** The public origin used for canonical URLs, sitemap.xml and Open Graph tags. */
export const siteUrl = new URL(settings().siteUrl);
