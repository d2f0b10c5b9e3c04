/** The public origin when NEXT_PUBLIC_SITE_URL is not set (lib/settings). */
export const DEFAULT_SITE_URL = "https://www.alleghenytire.example";
