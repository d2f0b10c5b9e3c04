import type { Metadata } from "next";
import Link from "next/link";
import { brand } from "@/data/brand";

export const notFoundMetadata: Metadata = {
  title: { absolute: `Page Not Found | ${brand.shortName}` },
  description: "The page you are looking for could not be found.",
  robots: { index: false },
};

/** The body of the 404 page, inside the public frame. */
export function NotFoundMessage() {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <p
        className="rounded-2xl bg-brand-400 px-6 py-2 text-7xl font-black text-ink-900 sm:text-8xl"
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-ink-900 sm:text-4xl dark:text-white">
        <span className="sr-only">404: </span>Page Not Found
      </h1>
      <p className="mt-4 max-w-xl text-lg text-gray-700 dark:text-gray-300">
        The page you are looking for might have been removed, had its name changed, or is temporarily
        unavailable.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className="btn-primary">
          Back to Home
        </Link>
        <Link href="/locations" className="btn-outline-dark">
          Find a Location
        </Link>
      </div>
    </section>
  );
}
