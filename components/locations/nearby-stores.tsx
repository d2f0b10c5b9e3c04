import Link from "next/link";
import { telHref } from "@/data/brand";
import type { Location } from "@/data/locations";
import type { WithDistance } from "@/lib/geo/distance";
import { locationPath } from "@/lib/locations/links";

/** Other stores by straight-line distance, each linking to its own page. */
export function NearbyStores({ stores }: { stores: readonly WithDistance<Location>[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {stores.map((store) => (
        <li key={store.id} className="card flex flex-col p-5">
          <Link
            href={locationPath(store)}
            className="text-lg font-bold text-ink-900 underline decoration-brand-500 decoration-2 underline-offset-4 hover:decoration-ink-900 dark:text-white dark:hover:decoration-brand-300"
          >
            {store.name}
          </Link>
          <p className="mt-1 text-gray-700 dark:text-gray-300">
            {store.address}, {store.city}
          </p>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{store.miles.toFixed(1)} miles away</p>
          <a
            href={telHref(store.phone)}
            className="mt-3 font-semibold text-ink-900 underline decoration-brand-500 decoration-2 underline-offset-4 dark:text-brand-300"
          >
            {store.phone}
          </a>
        </li>
      ))}
    </ul>
  );
}
