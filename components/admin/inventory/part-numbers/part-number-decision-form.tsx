import { STAFF_FIELD } from "@/components/admin/staff-field";
import { decidePartNumberAction } from "@/lib/stock-upload/part-number-actions";

const SMALL_BUTTON =
  "min-h-11 rounded-lg border-2 border-ink-900 px-3 text-sm font-semibold text-ink-900 hover:bg-gray-100 dark:border-gray-200 dark:text-gray-100 dark:hover:bg-gray-800";

/**
 * Map one number to a tire, or mark it not a tire: a plain form posted to a server action (no
 * script needed), carrying the entry's time as the page showed it (empty while unmapped) so a
 * colleague's change meanwhile is not overwritten.
 */
export function PartNumberDecisionForm({
  partNumber,
  updatedAt = null,
  offerId = "",
  q = "",
}: {
  partNumber: string;
  updatedAt?: number | null;
  offerId?: string;
  /** The page's search, to come back to. */
  q?: string;
}) {
  const id = `offer-${partNumber.replace(/[^A-Za-z0-9]/g, "_")}`;
  return (
    <form
      action={decidePartNumberAction}
      className="flex max-w-3xl flex-col gap-2 sm:flex-row sm:items-end"
      aria-label={`Map part number ${partNumber}`}
    >
      <input type="hidden" name="partNumber" value={partNumber} />
      <input type="hidden" name="expectedUpdatedAt" value={updatedAt ?? ""} />
      <input type="hidden" name="q" value={q} />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold">
          Offer id<span className="sr-only"> for part number {partNumber}</span>
        </label>
        <input
          id={id}
          name="offerId"
          defaultValue={offerId}
          placeholder="e.g. michelin-defender2-225-65r17"
          autoComplete="off"
          spellCheck={false}
          maxLength={120}
          className={`${STAFF_FIELD} font-mono text-sm`}
        />
      </div>
      <div className="flex gap-2">
        <button
          type="submit"
          name="action"
          value="map"
          aria-label={`Map ${partNumber}`}
          className={SMALL_BUTTON}
        >
          Map
        </button>
        <button
          type="submit"
          name="action"
          value="not-a-tire"
          aria-label={`Not a tire: ${partNumber}`}
          className={SMALL_BUTTON}
        >
          Not a tire
        </button>
      </div>
    </form>
  );
}

/** Takes a mapped number off the list; the next export that sends it lists it to map again. */
export function RemovePartNumberForm({
  partNumber,
  updatedAt,
  q,
}: {
  partNumber: string;
  updatedAt: number;
  q: string;
}) {
  return (
    <form action={decidePartNumberAction}>
      <input type="hidden" name="partNumber" value={partNumber} />
      <input type="hidden" name="expectedUpdatedAt" value={updatedAt} />
      <input type="hidden" name="q" value={q} />
      <button
        type="submit"
        name="action"
        value="remove"
        aria-label={`Remove part number ${partNumber}`}
        className="min-h-11 text-sm font-semibold text-red-800 underline underline-offset-2 dark:text-red-300"
      >
        Remove
      </button>
    </form>
  );
}
