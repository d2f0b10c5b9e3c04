import Link from "next/link";
import { roadServiceEntry } from "@/lib/content/road-service-entry";

/**
 * "Broken down?" in the top bar of every page, beside the store selector: one tap to the road
 * service page, where the 24/7 line and the online request stand side by side. Below 1280 px the two
 * words alone (the rest is read to screen readers), so a phone's row keeps one line from 360 px and
 * the wider bar keeps room for the store's hours; from 1280 px it names the service.
 */
export function HeaderRoadServiceLink() {
  return (
    <Link
      href={roadServiceEntry.requestHref}
      prefetch={false}
      data-testid="header-broken-down"
      className="inline-flex min-h-9 shrink-0 items-center rounded-md bg-red-700 px-2 py-1 text-[0.8125rem] font-bold whitespace-nowrap text-white hover:bg-red-800 sm:px-2.5 sm:text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
    >
      {roadServiceEntry.title}
      <span className="max-xl:sr-only">&nbsp;24/7 road service</span>
    </Link>
  );
}
