import { NotFoundMessage, notFoundMetadata } from "@/components/layout/not-found-message";
import { PublicChrome } from "@/components/layout/public-chrome";

export const metadata = notFoundMetadata;

/*
 * Addresses that match no page, and made-up product ids (proxy.ts). Rendered in the root layout,
 * outside the site's route group, so it brings the public frame itself. Next.js writes this page
 * into every page's payload; pages of the site use the frameless app/(site)/not-found.tsx, so
 * the frame is written there once, not twice.
 */
export default function NotFound() {
  return (
    <PublicChrome>
      <NotFoundMessage />
    </PublicChrome>
  );
}
