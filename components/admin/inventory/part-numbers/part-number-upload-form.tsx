"use client";

import { useActionState, useEffect, useRef } from "react";
import { uploadPartNumbersAction } from "@/lib/stock-upload/part-number-actions";
import { RefusedList } from "../stock-upload-form";
import { UploadAnswer } from "../upload-answer";

const field =
  "mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 file:mr-3 file:rounded-md file:border-0 file:bg-gray-100 file:px-3 file:py-1.5 file:font-semibold file:text-ink-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:file:bg-gray-700 dark:file:text-gray-100";

/**
 * The part-number list uploaded as a file, with or without JavaScript (a server action either
 * way): the answer takes the focus, a status when saved, an alert with the lines to correct when
 * not. The page's lists are read again with the answer.
 */
export function PartNumberUploadForm() {
  const [result, upload, busy] = useActionState(uploadPartNumbersAction, null);
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) answer.current?.focus();
  }, [result]);
  return (
    <div className="space-y-4">
      <form action={upload} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <label className="block flex-1 font-semibold">
          Part-number list (CSV)
          <input type="file" name="part-number-file" accept=".csv,text/csv" className={field} />
        </label>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Uploading…" : "Upload list"}
        </button>
      </form>
      {result && (
        <UploadAnswer ref={answer} result={result}>
          {result.kind === "refused" && <RefusedList result={result} />}
        </UploadAnswer>
      )}
    </div>
  );
}
