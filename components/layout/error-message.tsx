"use client";

import { brandCore, telHref } from "@/data/brand-core";

/**
 * What a visitor sees when a page fails on our side (the database away, a bug): what happened in
 * plain words, a way to try again, the phone number and the way home. Nothing from the error
 * itself is shown: in production it carries only a digest, which the server's log line names.
 *
 * Every page loads its error boundaries up front, each in its own script, so they import only
 * data/brand-core.ts and use plain links (a full load of the home page is the right way out of a
 * failure anyway): next/link and data/brand.ts would be copied into each of those scripts.
 */
export function ErrorMessage({ retry, digest }: { retry: () => void; digest?: string }) {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <title>{`Something went wrong | ${brandCore.shortName}`}</title>
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
        <a href={telHref(brandCore.phone)} className="font-semibold whitespace-nowrap underline">
          {brandCore.phone}
        </a>{" "}
        and we will help you straight away.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className="btn-primary">
          Try again
        </button>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, see above */}
        <a href="/" className="btn-outline-dark">
          Back to Home
        </a>
      </div>
      {digest ? (
        <p className="mt-8 text-sm text-gray-600 dark:text-gray-400">Reference for our staff: {digest}</p>
      ) : null}
    </section>
  );
}
