/** What a staff form said after posting back to its page: done, or what to fix. */
export interface PageNoticeText {
  ok: boolean;
  text: string;
}

/**
 * The answer a plain (no-script) staff form brings back in its page's address: `?saved=` or
 * `?problem=`, cut to a sentence's length so an address cannot fill the page.
 */
export function noticeFromParams(
  params: Record<string, string | string[] | undefined>,
): PageNoticeText | null {
  const read = (key: "saved" | "problem") =>
    typeof params[key] === "string" ? params[key].slice(0, 300) : null;
  const problem = read("problem");
  if (problem) return { ok: false, text: problem };
  const saved = read("saved");
  return saved ? { ok: true, text: saved } : null;
}

/**
 * The notice at the top of a staff page: a status when done, an alert when not. `id` is the
 * anchor the form's answer jumps to, so the notice is in view on a phone.
 */
export function PageNotice({ notice, id }: { notice: PageNoticeText | null; id?: string }) {
  if (!notice) return null;
  return (
    <p
      id={id}
      role={notice.ok ? "status" : "alert"}
      className={`scroll-mt-4 rounded-lg border-l-4 p-3 font-semibold ${
        notice.ok
          ? "border-green-700 bg-green-50 text-green-900 dark:bg-green-950/40 dark:text-green-200"
          : "border-red-700 bg-red-50 text-red-800 dark:bg-red-950/40 dark:text-red-200"
      }`}
    >
      {notice.text}
    </p>
  );
}
