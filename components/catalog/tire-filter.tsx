"use client";

import { useId, useRef, useState, type ReactNode } from "react";

interface TireFilterProps {
  brands: readonly string[];
  /** Rim diameters in inches, as written ("22.5"), smallest first. */
  rims: readonly string[];
  total: number;
  /** The server-rendered grid; its items carry data-brand and data-rim. */
  children: ReactNode;
}

const field =
  "mt-1 block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100";

/**
 * Brand and rim filters over a category's tires. The cards stay server-rendered (the page is
 * static and works without scripts, showing every tire); this only hides the ones that don't
 * match, so it adds no card markup to the JavaScript.
 */
export function TireFilter({ brands, rims, total, children }: TireFilterProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const [brand, setBrand] = useState("");
  const [rim, setRim] = useState("");
  const [shown, setShown] = useState(total);
  const id = useId();

  function apply(next: { brand: string; rim: string }) {
    let count = 0;
    for (const item of gridRef.current?.querySelectorAll<HTMLElement>("[data-brand]") ?? []) {
      const match =
        (!next.brand || item.dataset.brand === next.brand) && (!next.rim || item.dataset.rim === next.rim);
      item.hidden = !match;
      if (match) count++;
    }
    setShown(count);
  }

  return (
    <div>
      <div
        className="mb-6 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        role="group"
        aria-label="Filter tires"
      >
        <label htmlFor={`${id}-brand`} className="block text-sm font-semibold">
          Brand
          <select
            id={`${id}-brand`}
            value={brand}
            className={field}
            onChange={(event) => {
              setBrand(event.target.value);
              apply({ brand: event.target.value, rim });
            }}
          >
            <option value="">All brands</option>
            {brands.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-rim`} className="block text-sm font-semibold">
          Rim size
          <select
            id={`${id}-rim`}
            value={rim}
            className={field}
            onChange={(event) => {
              setRim(event.target.value);
              apply({ brand, rim: event.target.value });
            }}
          >
            <option value="">All rim sizes</option>
            {rims.map((r) => (
              <option key={r} value={r}>
                {r}-inch
              </option>
            ))}
          </select>
        </label>
        <p role="status" className="text-sm text-gray-700 sm:pb-3 dark:text-gray-300">
          {shown === total ? `${total} tires` : `${shown} of ${total} tires`}
        </p>
      </div>
      {shown === 0 && (
        <p className="mb-6 font-semibold">
          None of these tires match both. Choose another brand or rim size, or request a quote and we&apos;ll
          find it.
        </p>
      )}
      <div ref={gridRef}>{children}</div>
    </div>
  );
}
