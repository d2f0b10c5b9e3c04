import { changeShelfAction } from "@/lib/stock-upload/shelf-count-action";

const field =
  "mt-1 block w-16 rounded-lg border border-gray-300 bg-white px-2 py-2 text-base text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100";

// Small enough that a phone's table keeps its counts in view beside the tire.
const BUTTON =
  "min-h-10 rounded-lg border-2 border-ink-900 px-3 text-sm font-semibold text-ink-900 hover:bg-gray-100 dark:border-gray-200 dark:text-gray-100 dark:hover:bg-gray-800";

/**
 * At the shelf: set the counted number, or add a delivery received. Two plain forms posted to a
 * server action (no script needed), each naming the row, and the count the page showed so a
 * colleague's change meanwhile is not overwritten.
 */
export function ShelfCountForm({
  locationId,
  offerId,
  onHand,
  label,
  back,
}: {
  locationId: number;
  offerId: string;
  onHand: number;
  /** "Michelin Defender2 225/65R17 at Bristol, TN": what the forms change, for screen readers. */
  label: string;
  /** The page to come back to, with its search. */
  back: string;
}) {
  const row = (
    <>
      <input type="hidden" name="locationId" value={locationId} />
      <input type="hidden" name="offerId" value={offerId} />
      <input type="hidden" name="back" value={back} />
    </>
  );
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer font-semibold underline decoration-1 underline-offset-2">
        Change count<span className="sr-only"> of {label}</span>
      </summary>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:gap-4">
        <form
          action={changeShelfAction}
          className="flex items-end gap-2"
          aria-label={`Set the count of ${label}`}
        >
          {row}
          <input type="hidden" name="kind" value="set" />
          <input type="hidden" name="expectedOnHand" value={onHand} />
          <label className="block font-semibold">
            Counted
            <input
              name="onHand"
              inputMode="numeric"
              defaultValue={onHand}
              required
              maxLength={4}
              className={field}
            />
          </label>
          <button type="submit" className={BUTTON}>
            Set<span className="max-sm:sr-only"> count</span>
          </button>
        </form>
        <form
          action={changeShelfAction}
          className="flex items-end gap-2"
          aria-label={`Add tires received of ${label}`}
        >
          {row}
          <input type="hidden" name="kind" value="add" />
          <label className="block font-semibold">
            Received
            <input
              name="received"
              inputMode="numeric"
              required
              maxLength={4}
              placeholder="8"
              className={field}
            />
          </label>
          <button type="submit" className={BUTTON}>
            Add<span className="max-sm:sr-only"> received</span>
          </button>
        </form>
      </div>
    </details>
  );
}
