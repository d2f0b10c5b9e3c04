import { z } from "zod";
import { getDatabase } from "@/lib/db";
import { MAX_ON_HAND, reasons, stockLocationName } from "@/lib/inventory/stock-rules";
import type { StaffMember } from "@/lib/staff/roles";
import { countableLocations } from "@/lib/staff/stock-permissions";
import { passengerCatalog } from "@/lib/tires/passenger-tires";

/**
 * Stock changed at the shelf, one row at a time: a counted number ("Set count", guarded by the
 * count the page showed, so a colleague's change meanwhile is not overwritten) or a delivery
 * received ("Add received", added to whatever the count is now). The member's own locations only,
 * and never below what appointments hold.
 */

const whole = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,4}$/, message)
    .transform(Number)
    .refine((n) => n <= max, message);

const shelfSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("set"),
      onHand: whole(MAX_ON_HAND, `Enter the count on the shelf, a whole number from 0 to ${MAX_ON_HAND}.`),
      expectedOnHand: whole(MAX_ON_HAND, "Reload the page and count again."),
    }),
    z.object({
      kind: z.literal("add"),
      received: whole(MAX_ON_HAND, `Enter how many arrived, a whole number from 1 to ${MAX_ON_HAND}.`).refine(
        (n) => n > 0,
        `Enter how many arrived, a whole number from 1 to ${MAX_ON_HAND}.`,
      ),
    }),
  ],
  { error: "Choose Set count or Add received." },
);

export type ShelfOutcome = { ok: true; message: string } | { ok: false; message: string };

export async function changeShelfCount(
  member: Pick<StaffMember, "roles" | "storeIds">,
  input: {
    locationId: string;
    offerId: string;
    kind: string;
    onHand: string;
    expectedOnHand: string;
    received: string;
  },
  now = Date.now(),
): Promise<ShelfOutcome> {
  const locationId = Number(input.locationId);
  const offer = passengerCatalog.getOffer(input.offerId);
  if (!offer) return { ok: false, message: reasons.offer(input.offerId) };
  if (!countableLocations(member).includes(locationId))
    return { ok: false, message: "Your account does not update the stock of that location." };
  const parsed = shelfSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Check the count." };
  const where = `${offer.brand} ${offer.name} ${offer.size} at ${stockLocationName(locationId)}`;
  const change = parsed.data;
  const result = await (await getDatabase()).changeShelf({ locationId, offerId: offer.id, ...change }, now);
  if (result.ok)
    return {
      ok: true,
      message:
        change.kind === "add"
          ? `Received ${change.received}: ${where} now has ${result.level.onHand} on hand.`
          : `Counted: ${where} now has ${result.level.onHand} on hand.`,
    };
  if (result.reason === "stale")
    return {
      ok: false,
      message: `The count of ${where} changed meanwhile to ${result.level.onHand} (someone saved it or an upload did). Count again and set it.`,
    };
  return { ok: false, message: `${where}: ${reasons.held(result.level.held, locationId)}` };
}
