import type { ReactNode } from "react";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SelectedLocationProvider } from "@/components/locations/selected-location-provider";

/** The public site's frame: header with the store selector and calls to action, page, footer. */
export function PublicChrome({ children }: { children: ReactNode }) {
  return (
    <SelectedLocationProvider>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </SelectedLocationProvider>
  );
}
