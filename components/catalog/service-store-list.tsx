import Link from "next/link";
import { PhoneIcon } from "@/components/ui/icons";
import { telHref } from "@/data/brand";
import type { Location } from "@/data/locations";
import { locationPath } from "@/lib/locations/links";

/** The stores that do a service, each with its page and its number, across a dark panel. */
export function ServiceStoreList({ title, stores }: { title: string; stores: readonly Location[] }) {
  return (
    <div className="border-t border-white/20 pt-6 md:col-span-2">
      <h3 id="service-stores-title" className="text-lg font-bold">
        {title}
      </h3>
      <ul
        aria-labelledby="service-stores-title"
        className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2 xl:grid-cols-3"
      >
        {stores.map((store) => (
          <li key={store.id} className="flex flex-wrap items-center gap-x-3">
            <Link
              href={locationPath(store)}
              className="inline-flex min-h-11 items-center font-semibold text-white underline decoration-brand-400 decoration-2 underline-offset-4"
            >
              {store.name}
            </Link>
            <a
              href={telHref(store.phone)}
              className="inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap text-gray-100 underline underline-offset-4"
            >
              <PhoneIcon size={16} />
              <span className="sr-only">Call {store.name}: </span>
              {store.phone}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
