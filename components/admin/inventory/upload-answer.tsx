import type { ReactNode, Ref } from "react";
import type { StockUploadResult } from "@/lib/stock-upload/stock-upload";

/**
 * The answer to a staff CSV upload: a status when saved, an alert when refused; it takes the focus
 * (`ref`, focused by the form), so the words are read out and the lines to fix are next.
 */
export function UploadAnswer({
  result,
  ref,
  children,
}: {
  result: StockUploadResult;
  ref: Ref<HTMLDivElement>;
  children?: ReactNode;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={result.kind === "saved" ? "status" : "alert"}
      className={`rounded-lg border px-4 py-3 focus:outline-2 focus:outline-offset-2 focus:outline-ink-900 dark:focus:outline-gray-100 ${
        result.kind === "saved"
          ? "border-green-300 bg-green-50 text-green-950 dark:border-green-700 dark:bg-green-950 dark:text-green-100"
          : "border-red-300 bg-red-50 text-red-950 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
      }`}
    >
      <p className="font-semibold">{result.message}</p>
      {children}
    </div>
  );
}
