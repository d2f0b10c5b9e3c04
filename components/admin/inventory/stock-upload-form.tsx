"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect, useRef, useState, type FormEvent } from "react";
import { fetchJson, HttpError } from "@/lib/http/fetch-json";
import {
  FILE_TOO_LARGE,
  NO_FILE_CHOSEN,
  type RefusedLine as Refused,
  type StockUploadResult as Result,
} from "@/lib/stock-upload/stock-upload";
import { uploadStockFile } from "@/lib/stock-upload/stock-upload-action";
import { PART_NUMBERS_PATH, type LeftOutReport } from "@/lib/inventory/part-numbers";
import { MAX_CSV_BYTES } from "@/lib/inventory/upload-limits";
import { UploadAnswer } from "./upload-answer";

const field =
  "mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 file:mr-3 file:rounded-md file:border-0 file:bg-gray-100 file:px-3 file:py-1.5 file:font-semibold file:text-ink-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:file:bg-gray-700 dark:file:text-gray-100";

function refusedOf(error: unknown): { refused: Refused[]; refusedCount: number; leftOut?: LeftOutReport } {
  const body = (error instanceof HttpError ? error.body : null) as {
    refused?: Refused[];
    refusedCount?: number;
    leftOut?: LeftOutReport;
  } | null;
  const refused = Array.isArray(body?.refused) ? body.refused : [];
  return {
    refused,
    refusedCount: body?.refusedCount ?? refused.length,
    ...(body?.leftOut ? { leftOut: body.leftOut } : {}),
  };
}

/**
 * The upload of the point-of-sale export: the browser reads the chosen file and sends its text;
 * the server checks every line and saves all or nothing. The answer takes the focus (a status
 * when saved, an alert listing the refused lines when not), and the stock below is read again.
 * Without JavaScript the form posts the file itself to a server action, and the page comes back
 * with the same answer and the new counts.
 */
export function StockUploadForm() {
  const router = useRouter();
  const [posted, postAction] = useActionState(uploadStockFile, null);
  const [result, setResult] = useState<(Result & { seq: number }) | null>(posted && { ...posted, seq: 0 });
  const [busy, setBusy] = useState(false);
  const answer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (result) answer.current?.focus();
  }, [result]);
  const answerWith = (next: Result) => setResult((now) => ({ ...next, seq: (now?.seq ?? 0) + 1 }));

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = (form.elements.namedItem("stock-file") as HTMLInputElement).files?.[0];
    const refuse = (message: string, name: string | null = null) =>
      answerWith({ kind: "refused", message, file: name, refused: [], refusedCount: 0 });
    if (!file) return refuse(NO_FILE_CHOSEN);
    if (file.size > MAX_CSV_BYTES) return refuse(FILE_TOO_LARGE, file.name);
    setBusy(true);
    try {
      const csv = await file.text();
      const reply = await fetchJson<{ message: string; leftOut?: LeftOutReport }>(
        "/api/admin/inventory/import",
        { method: "POST", body: JSON.stringify({ csv }) },
      );
      answerWith({
        kind: "saved",
        message: reply.message,
        file: file.name,
        ...(reply.leftOut ? { leftOut: reply.leftOut } : {}),
      });
      form.reset();
      router.refresh();
    } catch (error) {
      const message = error instanceof Error ? error.message : "The upload did not go through.";
      answerWith({ kind: "refused", message, file: file.name, ...refusedOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <form
        action={postAction}
        onSubmit={upload}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        noValidate
      >
        <label className="block flex-1 font-semibold">
          Point-of-sale export (CSV)
          <input type="file" name="stock-file" accept=".csv,text/csv" className={field} />
        </label>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Uploading…" : "Upload"}
        </button>
      </form>
      {result && (
        <UploadAnswer key={result.seq} ref={answer} result={result}>
          {result.kind === "saved" ? (
            <p className="mt-1 text-sm">From {result.file}. The stock below shows the new counts.</p>
          ) : (
            <RefusedList result={result} />
          )}
          <LeftOutList report={result.leftOut} />
        </UploadAnswer>
      )}
    </div>
  );
}

export function RefusedList({ result }: { result: Extract<Result, { kind: "refused" }> }) {
  if (result.refused.length === 0)
    return result.file ? <p className="mt-1 text-sm">Nothing from {result.file} was saved.</p> : null;
  const more = result.refusedCount - result.refused.length;
  return (
    <>
      <p className="mt-1 text-sm">
        Correct {result.refusedCount === 1 ? "this line" : "these lines"} in {result.file} and upload the
        whole file again:
      </p>
      <ul className="mt-2 list-none space-y-1 text-sm">
        {result.refused.map((row, i) => (
          <li key={i}>
            <span className="font-semibold">
              {row.line !== undefined ? `Line ${row.line}` : `Row ${row.index}`}:
            </span>{" "}
            {row.reason}
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="mt-2 text-sm">
          …and {more.toLocaleString("en-US")} more {more === 1 ? "line" : "lines"} like these.
        </p>
      )}
    </>
  );
}

/** The part numbers an export could not count, with the way to the page that maps them. */
function LeftOutList({ report }: { report?: LeftOutReport }) {
  if (!report?.unmappedCount) return null;
  const more = report.unmappedCount - report.unmapped.length;
  return (
    <p className="mt-2 text-sm">
      Not mapped yet: <span className="font-mono">{report.unmapped.join(", ")}</span>
      {more > 0 ? ` and ${more.toLocaleString("en-US")} more` : ""}.{" "}
      <a href={PART_NUMBERS_PATH} className="font-semibold underline underline-offset-2">
        Map them
      </a>
    </p>
  );
}
