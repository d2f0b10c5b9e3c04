"use client";

import { PhoneIcon } from "@/components/ui/icons";
import { brandCore, telHref } from "@/data/brand-core";
import { useSelectedLocation } from "./selected-location-provider";

/**
 * A call button for prerendered pages: the visitor's chosen store (My Store) by name and number,
 * or the main line until one is chosen. The page is rendered with the main line; the chosen
 * store, remembered in the browser, takes its place once the page's scripts run.
 */
export function MyStoreCallLink({ className, iconSize = 18 }: { className: string; iconSize?: number }) {
  const { selectedLocation } = useSelectedLocation();
  const phone = selectedLocation?.phone ?? brandCore.phone;
  return (
    <a href={telHref(phone)} className={className} data-testid="my-store-call">
      <PhoneIcon size={iconSize} />
      {selectedLocation ? (
        <span>
          Call {selectedLocation.name}: <span className="whitespace-nowrap">{phone}</span>
        </span>
      ) : (
        <span>Call {phone}</span>
      )}
    </a>
  );
}
