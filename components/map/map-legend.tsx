import type { ReactNode } from "react";
import { MARKER_LEGEND, MARKER_SHAPE_CLASS, type MarkerKind } from "./marker-styles";

const KINDS: readonly MarkerKind[] = ["store", "facility"];

/** What the marker shapes mean; `children` adds entries such as the highlighted store. */
export function MapLegend({ children }: { children?: ReactNode }) {
  return (
    <ul
      aria-label="Map legend"
      className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-gray-700 dark:text-gray-300"
    >
      {KINDS.map((kind) => (
        <li key={kind} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={`size-4 shrink-0 border-2 border-white shadow dark:border-gray-950 ${MARKER_SHAPE_CLASS[kind]}`}
          />
          {MARKER_LEGEND[kind]}
        </li>
      ))}
      {children}
    </ul>
  );
}
