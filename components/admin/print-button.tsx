"use client";

/** Opens the browser's print dialog: the day sheet prints on its own (its page has a print layout). */
export function PrintButton({ label = "Print" }: { label?: string }) {
  return (
    <button type="button" className="btn-primary print:hidden" onClick={() => window.print()}>
      {label}
    </button>
  );
}
