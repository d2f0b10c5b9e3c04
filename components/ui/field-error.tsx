import type { ReactNode } from "react";

/**
 * A problem with one field, shown under it. Not an alert: the form's summary is announced once,
 * and this is read with the field (point its aria-describedby here) when the field gets focus.
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800 dark:text-red-300">
      {children}
    </p>
  );
}
