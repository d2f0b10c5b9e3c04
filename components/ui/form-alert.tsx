import type { ReactNode } from "react";

/** A refusal shown above a form's buttons: announced at once by screen readers (role="alert"). */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p
      id={id}
      role="alert"
      className="rounded-lg border-l-4 border-red-700 bg-red-50 p-3 font-semibold text-red-800 dark:bg-red-950/40 dark:text-red-200"
    >
      {children}
    </p>
  );
}
