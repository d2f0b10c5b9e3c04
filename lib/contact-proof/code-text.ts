import { brandCore } from "@/data/brand-core";
import type { OutgoingText } from "@/lib/db";
import { withQuietHours } from "@/lib/texts/compose";

/**
 * The text with a one-time code: our own words and the code, nothing the requester typed, one
 * segment. Sent at any hour (the customer is waiting for it on the booking page).
 */
export function contactCodeText(to: string, code: string, now: number): OutgoingText {
  return withQuietHours(
    {
      kind: "code",
      to,
      body: `${brandCore.shortName}: ${code} is your code to confirm your booking. It works for 15 minutes. We never ask for it by phone.`,
      reference: null,
      storeId: null,
      fallbackEmail: null,
      fallbackSubject: null,
    },
    now,
  );
}
