/**
 * Keyset paging for the staff lists: a page ends with a cursor naming its last row (the sort key
 * and the row's id), and the next page is read from just after that row. Unlike an offset, that
 * costs the same on the thousandth page as on the first and never skips or repeats a row when
 * rows are added meanwhile.
 *
 * A cursor is "<key>.<id>", both whole numbers (a time in epoch ms, a row id): short, readable
 * in an address, and checked before it reaches a query.
 */
export interface PageCursor {
  key: number;
  id: number;
}

export const PAGE_PARAMETER = "cursor";
export const PAGE_SIZE_PARAMETER = "limit";

export const encodeCursor = (c: PageCursor) => `${c.key}.${c.id}`;

const CURSOR = /^(\d{1,16})\.(\d{1,16})$/;

/** The cursor a page's address carries, or null when it is not one we made. */
export function parseCursor(text: string): PageCursor | null {
  const match = CURSOR.exec(text);
  if (!match) return null;
  const key = Number(match[1]);
  const id = Number(match[2]);
  return Number.isSafeInteger(key) && Number.isSafeInteger(id) ? { key, id } : null;
}

export type PageRequest =
  { ok: true; after: PageCursor | null; size: number } | { ok: false; message: string };

/**
 * `?cursor=` and `?limit=` of a list API: both optional (first page, `sizes.default` rows); a
 * cursor we did not make or a size outside `sizes` is refused with a message for the 400.
 */
export function readPageRequest(
  query: URLSearchParams,
  sizes: { default: number; max: number },
): PageRequest {
  const cursor = query.get(PAGE_PARAMETER) ?? "";
  const size = query.get(PAGE_SIZE_PARAMETER) ?? "";
  const after = cursor === "" ? null : parseCursor(cursor);
  if (cursor !== "" && !after)
    return { ok: false, message: `"${PAGE_PARAMETER}" must be the "next" value of the previous page.` };
  if (size !== "" && !(/^\d{1,4}$/.test(size) && Number(size) >= 1 && Number(size) <= sizes.max))
    return { ok: false, message: `"${PAGE_SIZE_PARAMETER}" must be a whole number from 1 to ${sizes.max}.` };
  return { ok: true, after, size: size === "" ? sizes.default : Number(size) };
}

/**
 * Reads one more row than the page shows, to know whether there is a next page: the rows to
 * show, and the cursor after the last of them when more follow.
 */
export function pageOf<T>(
  rows: readonly T[],
  size: number,
  cursorOf: (row: T) => PageCursor,
): { rows: T[]; next: string | null } {
  const shown = rows.slice(0, size);
  return { rows: shown, next: rows.length > size ? encodeCursor(cursorOf(shown.at(-1)!)) : null };
}
