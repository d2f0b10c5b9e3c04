"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { brand, telHref } from "@/data/brand";
import { Logo } from "./logo";

/**
 * What a visitor sees when a page fails on our side (the database away, a bug): what happened in
 * plain words, a way to try again, the phone number and the way home. Nothing from the error
 * itself is shown: in production it carries only a digest, which the server's log line names.
 */
export function ErrorMessage({ retry, digest }: { retry: () => void; digest?: string }) {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <title>{`Something went wrong | ${brand.shortName}`}</title>
      <p
        className="rounded-2xl bg-brand-400 px-6 py-2 text-5xl font-black text-ink-900 sm:text-6xl"
        aria-hidden="true"
      >
        Sorry
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-ink-900 sm:text-4xl dark:text-white">
        Something went wrong
      </h1>
      <p className="mt-4 max-w-xl text-lg text-gray-700 dark:text-gray-300">
        We could not show this page just now. Please try again in a moment. If it keeps happening, call us at{" "}
        <a href={telHref(brand.phone)} className="font-semibold whitespace-nowrap underline">
          {brand.phone}
        </a>{" "}
        and we will help you straight away.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className="btn-primary">
          Try again
        </button>
        <Link href="/" className="btn-outline-dark">
          Back to Home
        </Link>
      </div>
      {digest ? (
        <p className="mt-8 text-sm text-gray-600 dark:text-gray-400">Reference for our staff: {digest}</p>
      ) : null}
    </section>
  );
}

/** The brand and the way home, for an error page shown without the site's header and footer. */
export function ErrorFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950">
        <div className="container-page flex min-h-18 items-center py-3">
          <Link href="/" className="rounded-md" aria-label={`${brand.name}, home`}>
            <Logo />
          </Link>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </>
  );
}
