/** The public origin used for canonical URLs, sitemap.xml and Open Graph tags. */
export const siteUrl = new URL(process.env.NEXT_PUBLIC_SITE_URL || "https://www.alleghenytire.example");
