"use client";

import { useSelectedLocation } from "@/components/locations/selected-location-provider";
import { PhoneIcon } from "@/components/ui/icons";
import { brandCore, telHref } from "@/data/brand-core";

/**
 * Calls the visitor's chosen store, or the main line until one is chosen. On phones a round
 * phone button beside the menu; from 768 px the number itself. Each names whom it calls.
 */
export function HeaderCallButton() {
  const { selectedLocation } = useSelectedLocation();
  const phone = selectedLocation?.phone ?? brandCore.phone;
  const whom = selectedLocation
    ? selectedLocation.bookable
      ? `${selectedLocation.city} store`
      : selectedLocation.name
    : "us";
  return (
    <>
      {/* Icon only: beside the logo and the menu button there is no room for a word on a phone. */}
      <a
        href={telHref(phone)}
        title={`Call ${whom}`}
        className="inline-flex size-11 items-center justify-center rounded-full bg-brand-400 text-ink-900 hover:bg-brand-300 md:hidden"
      >
        <PhoneIcon size={20} />
        <span className="sr-only">Call {whom}</span>
      </a>
      <a
        href={telHref(phone)}
        className="hidden items-center gap-2 font-semibold text-ink-900 hover:text-brand-700 md:inline-flex dark:text-gray-100 dark:hover:text-brand-300"
      >
        <PhoneIcon size={18} />
        <span className="sr-only">Call {whom}: </span>
        {phone}
      </a>
    </>
  );
}
