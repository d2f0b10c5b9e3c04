"use client";

import { useId, useState } from "react";
import { ChevronDownIcon } from "@/components/ui/icons";

/**
 * A card's service list, collapsed by default to keep the grid short on phones. The list is in
 * the server HTML either way (hidden until opened), so search engines and no-JS visitors get it.
 */
export function ServicesToggle({
  services,
  locationName,
}: {
  services: readonly string[];
  locationName: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-semibold text-ink-900 underline decoration-brand-500 decoration-2 underline-offset-4 hover:decoration-ink-900 dark:text-brand-300 dark:hover:decoration-brand-300"
      >
        {open ? "Hide Services" : "View Services"}
        <span className="sr-only"> at {locationName}</span>
        <ChevronDownIcon open={open} />
      </button>
      <div id={panelId} hidden={!open} className="mt-2 rounded-lg bg-gray-50 p-4 dark:bg-gray-800/60">
        <h4 className="font-bold text-ink-900 dark:text-white">Services Available</h4>
        <ul className="mt-2 grid gap-1 text-sm text-gray-700 dark:text-gray-300">
          {services.map((service) => (
            <li key={service} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
              {service}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
