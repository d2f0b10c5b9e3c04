import { z } from "zod";
import type { StoreAction } from "@/lib/appointments/lifecycle";
import { ONE_LINE } from "@/lib/core/one-line";
import { REFERENCE_PATTERN } from "@/lib/core/tokens";

const REFERENCE_INVALID = "That appointment reference is not valid.";
const LINK_INCOMPLETE = "This link is incomplete. Please use the full link from your e-mail.";
const DATE_INVALID = "Please choose a valid date.";
const TIME_INVALID = "Please choose a start time.";
const REASON_MISSING = "Please give the customer a short reason (up to 500 characters).";

const reference = z.string({ error: REFERENCE_INVALID }).regex(REFERENCE_PATTERN, REFERENCE_INVALID);
const token = z.string({ error: LINK_INCOMPLETE }).regex(/^[A-Za-z0-9_-]{20,64}$/, LINK_INCOMPLETE);
const date = z.string({ error: DATE_INVALID }).regex(/^\d{4}-\d{2}-\d{2}$/, DATE_INVALID);
const time = z.string({ error: TIME_INVALID }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_INVALID);
const reason = z.string({ error: REASON_MISSING }).trim().min(1, REASON_MISSING).max(500, REASON_MISSING);

export const appointmentAccessSchema = z.object({ reference, token });

/** POST /api/appointments/{reference}/reschedule */
export const rescheduleSchema = z.object({ reference, token, date, time });

const ANSWER_INVALID = "Please choose: accept the new time, or keep your original time.";

/** POST /api/appointments/{reference}/proposal: the customer's answer to the store's new time. */
export const proposalAnswerSchema = z.object({
  reference,
  token,
  answer: z.enum(["accept", "keep"], { error: ANSWER_INVALID }),
});

/** POST /api/appointments/{reference}/confirm and /decline: the store's own token. */
export const storeConfirmSchema = z.object({ reference, storeToken: token });
export const storeDeclineSchema = z.object({ reference, storeToken: token, reason });

const ACTION_INVALID =
  "Please choose what to do: confirm, decline, propose another time, cancel, another bay, on the way, ready for pickup, a text, completed or no-show.";
const TEXT_INVALID = "Please write the text for the customer on one line (up to 300 characters).";
const textBody = z
  .string({ error: TEXT_INVALID })
  .trim()
  .min(1, TEXT_INVALID)
  .max(300, TEXT_INVALID)
  .regex(ONE_LINE, TEXT_INVALID);
const UNIT_INVALID = "Please choose a bay, rack or truck bay by its number.";
const segment = z.number({ error: UNIT_INVALID }).int(UNIT_INVALID).min(0, UNIT_INVALID).max(9, UNIT_INVALID);
const unit = z.number({ error: UNIT_INVALID }).int(UNIT_INVALID).min(1, UNIT_INVALID).max(99, UNIT_INVALID);

/** Every store action, with what authorises it (the store's token, or nothing for signed-in staff). */
const storeActions = <Access extends z.ZodRawShape>(access: Access) =>
  z.discriminatedUnion(
    "action",
    [
      z.object({ reference, ...access, action: z.literal("confirm") }),
      z.object({ reference, ...access, action: z.literal("decline"), reason }),
      z.object({ reference, ...access, action: z.literal("move"), date, time }),
      z.object({ reference, ...access, action: z.literal("cancel"), reason }),
      z.object({ reference, ...access, action: z.literal("assign-unit"), segment, unit }),
      z.object({ reference, ...access, action: z.literal("on-the-way") }),
      z.object({ reference, ...access, action: z.literal("ready") }),
      z.object({ reference, ...access, action: z.literal("text"), body: textBody }),
      z.object({ reference, ...access, action: z.literal("complete") }),
      z.object({ reference, ...access, action: z.literal("no_show") }),
    ],
    { error: ACTION_INVALID },
  );

/** POST /api/appointments/{reference}/store-action: every store action, with the store's link token. */
export const storeActionSchema = storeActions({ storeToken: token });

/** POST /api/admin/appointments/{reference}: the same actions from the staff board, as the signed-in member. */
export const staffActionSchema = storeActions({});

/** A validated store action as the lifecycle takes it. */
export function storeActionOf(input: z.output<typeof staffActionSchema>): StoreAction {
  switch (input.action) {
    case "decline":
    case "cancel":
      return { kind: input.action, reason: input.reason };
    case "move":
      return { kind: "move", date: input.date, time: input.time };
    case "assign-unit":
      return { kind: "assign-unit", segment: input.segment, unit: input.unit };
    case "text":
      return { kind: "text", body: input.body };
    default:
      return { kind: input.action };
  }
}
