"use client";

import type { ReactNode } from "react";
import { brandCore } from "@/data/brand-core";

/**
 * The brand's name and the way home, for an error page shown without the site's header and
 * footer. The name is set in type rather than with the logo: every page loads this script up
 * front (see error-message.tsx), and the logo's drawing would be copied into it twice.
 */
export function ErrorFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950">
        <div className="container-page flex min-h-18 items-center py-3">
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, see error-message.tsx */}
          <a
            href="/"
            className="rounded-md text-lg font-black tracking-tight text-ink-900 uppercase dark:text-white"
          >
            {brandCore.name}
            <span className="sr-only">, home</span>
          </a>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </>
  );
}
