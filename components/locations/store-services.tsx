import Link from "next/link";
import { locationKinds } from "@/data/location-kinds";
import type { Location } from "@/data/locations";

/** What the location does: the store's services, or what a facility is for. */
export function StoreServices({ location }: { location: Location }) {
  const isStore = location.kind === "store";
  return (
    <section aria-labelledby="services-title" className="card p-6">
      <h2 id="services-title" className="text-xl font-bold text-ink-900 dark:text-white">
        {isStore
          ? "Services at this store"
          : `What the ${locationKinds[location.kind].label.toLowerCase()} does`}
      </h2>
      <p className="mt-2 text-gray-700 dark:text-gray-300">{locationKinds[location.kind].about}</p>
      <ul className="mt-4 grid gap-2 text-gray-700 sm:grid-cols-2 dark:text-gray-300">
        {location.services.map((service) => (
          <li key={service} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
            {service}
          </li>
        ))}
      </ul>
      {isStore && (
        <p className="mt-4 text-sm text-gray-600 dark:text-gray-300">
          Descriptions of every service are on our{" "}
          <Link
            href="/services"
            className="font-semibold text-ink-900 underline underline-offset-4 dark:text-brand-300"
          >
            services page
          </Link>
          .
        </p>
      )}
    </section>
  );
}
