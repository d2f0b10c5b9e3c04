import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import type { ReactNode } from "react";
import { HydrationMarker } from "@/components/layout/hydration-marker";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { brand } from "@/data/brand";
import { loadBelowFoldImagesScript } from "@/lib/images/load-below-fold-images";
import { myStoreInitScript } from "@/lib/locations/public-location";
import { siteUrl } from "@/lib/settings/site-url";
import { themeInitScript } from "@/lib/theme/theme";
import "./globals.css";

// Geist, cut down to the characters the site uses (scripts/subset-font.mjs): about 31 KB instead of 69 KB.
const geistSans = localFont({
  src: "./fonts/geist-sans-latin.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "swap",
});

export const metadata: Metadata = {
  metadataBase: siteUrl,
  title: { default: brand.name, template: `%s | ${brand.shortName}` },
  description: brand.description,
  applicationName: brand.name,
  openGraph: { siteName: brand.name, type: "website", locale: "en_US" },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#facc15" },
    { media: "(prefers-color-scheme: dark)", color: "#111827" },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The head script may add `dark` before React hydrates; that difference is expected.
    <html lang="en" className={geistSans.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
        <script dangerouslySetInnerHTML={{ __html: myStoreInitScript }} />
        <script dangerouslySetInnerHTML={{ __html: loadBelowFoldImagesScript }} />
      </head>
      <body className="flex min-h-screen flex-col font-sans">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-ink-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        {/* The public frame comes from app/(site)/layout.tsx, the staff frame from app/(staff)/layout.tsx. */}
        {children}
        <ScrollToTop />
        <HydrationMarker />
      </body>
    </html>
  );
}
