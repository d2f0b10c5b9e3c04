import type { z } from "zod";
import { formRateLimit } from "@/lib/forms/action-request";
import { textOf } from "@/lib/forms/form-values";
import { isValidDate } from "@/lib/core/wall-clock";
import type { Slot } from "@/lib/scheduling/slots";
import {
  actAsStore,
  cancelByCustomer,
  rescheduleByCustomer,
  slotsForMove,
  type LifecycleOutcome,
} from "@/lib/appointments/lifecycle";
import { linkAccess, linkRefusal, type LinkAccess } from "@/lib/appointments/link-access";
import { answerProposal } from "@/lib/appointments/proposals";
import type { ExpiredLink, LinkAudience } from "@/lib/appointments/link-expiry";
import { getDatabase } from "@/lib/db";
import { customerOrigin, storeLinkOrigin } from "./change-origin";
import { CHANGE_TONE } from "./change-tone";
import type { LinkPageState, LinkPageTimes, ManageIntent, StoreIntent } from "./link-page";
import { linkView } from "@/lib/appointments/link-view";
import { appointmentAccessSchema, rescheduleSchema, storeActionOf, storeActionSchema } from "./params";

type Found = Extract<LinkAccess, { ok: true }>;
type Notice = LinkPageState["notice"];

const DATE_INVALID = "Please choose a valid date.";

/** Each intent counts against the limit of the JSON endpoint that does the same. */
const LIMITS: Record<ManageIntent, [name: string, perMinute: number]> = {
  open: ["appointment-read", 30],
  times: ["availability", 120],
  move: ["reschedule", 10],
  cancel: ["cancel", 10],
  accept: ["reschedule", 10],
  keep: ["reschedule", 10],
};
/** The store's answers all go to one endpoint (…/store-action), with its limit. */
const storeLimit = (intent: StoreIntent): [name: string, perMinute: number] =>
  intent === "open" || intent === "times" ? LIMITS[intent] : ["store-action", 60];

function checked<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; message: string } {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid request." };
}

const refused = (problem: string, expired: ExpiredLink | null = null): LinkPageState => ({
  problem,
  expired,
  view: null,
  notice: null,
  times: null,
});

/** The link in the page's address (`?ref=…&token=…`), opened for its audience, or why not. */
async function openLink(
  pageQuery: string,
  audience: LinkAudience,
): Promise<{ ok: true; found: Found } | { ok: false; problem: string; expired?: ExpiredLink }> {
  const query = new URLSearchParams(pageQuery);
  const access = checked(appointmentAccessSchema, {
    reference: query.get("ref") ?? "",
    token: query.get("token") ?? "",
  });
  if (!access.ok) return { ok: false, problem: access.message };
  const found = await linkAccess(access.data.reference, access.data.token, audience);
  if (found.ok) return { ok: true, found };
  return {
    ok: false,
    problem: linkRefusal(found).message,
    ...("expired" in found ? { expired: found.expired } : {}),
  };
}

/** The day's free times for moving the appointment, its own time left out. */
function freeTimes(found: Found, date: string, slots: readonly Slot[]): LinkPageTimes {
  const a = found.appointment;
  return {
    date,
    free: slots.filter((s) => s.available && !(date === a.date && s.time === a.time)).map((s) => s.time),
  };
}

/** A day's free times, or why there are none to show. */
async function timesOn(found: Found, date: string): Promise<{ notice: Notice; times: LinkPageTimes | null }> {
  if (!isValidDate(date)) return { notice: { tone: "failed", text: DATE_INVALID }, times: null };
  const { slots } = await slotsForMove(found.appointment, found.location, date);
  return { notice: null, times: freeTimes(found, date, slots) };
}

/** A change's answer: its message, and on a taken time the day's free times to choose again. */
function afterChange(
  found: Found,
  outcome: LifecycleOutcome,
  date: string,
  done: (message: string, changed: boolean) => string = (message) => message,
): { notice: Notice; times: LinkPageTimes | null } {
  if (CHANGE_TONE[outcome.kind] === "done")
    return {
      notice: { tone: "done", text: done(outcome.message, outcome.kind === "changed") },
      times: null,
    };
  return {
    notice: { tone: "failed", text: outcome.message },
    times: outcome.kind === "slot-taken" ? freeTimes(found, date, outcome.availableSlots) : null,
  };
}

/** The page's next state: the appointment read again after whatever the form did. */
async function answered(
  found: Found,
  audience: LinkAudience,
  token: string,
  result: { notice: Notice; times: LinkPageTimes | null; reason?: string },
): Promise<LinkPageState> {
  const again = await linkAccess(found.appointment.reference, token, audience);
  const now = again.ok ? again : found;
  const history = await (await getDatabase()).appointmentHistory(now.appointment.id);
  return { problem: null, expired: null, view: linkView(now, audience, history, { token }), ...result };
}

/** A move takes the date its listed times belong to; listing times, the date field's. */
const dateOf = (form: FormData, intent: string) =>
  (intent === "move" && textOf(form, "slotDate")) || textOf(form, "date");

function intentOf<I extends string>(form: FormData, intents: readonly I[]): I {
  const intent = textOf(form, "intent");
  return (intents as readonly string[]).includes(intent) ? (intent as I) : intents[0]!;
}

/**
 * The customer's manage page posted without JavaScript: open the link, list a day's free times,
 * move to one, cancel, or answer the store's proposed time. The same token check, limits, rules
 * and words as the JSON endpoints (GET /api/appointments/{reference}, …/availability/{date},
 * …/reschedule, …/cancel, …/proposal).
 */
export async function answerManagePage(
  form: FormData,
  request: Request,
  pageQuery: string,
): Promise<LinkPageState> {
  const intent = intentOf<ManageIntent>(form, ["open", "times", "move", "cancel", "accept", "keep"]);
  const limited = await formRateLimit(request, ...LIMITS[intent], 60_000);
  if (limited) return refused(limited);
  const link = await openLink(pageQuery, "customer");
  if (!link.ok) return refused(link.problem, link.expired);
  const { found } = link;
  const { reference } = found.appointment;
  const token = new URLSearchParams(pageQuery).get("token") ?? "";
  const date = dateOf(form, intent);

  if (intent === "times") return answered(found, "customer", token, await timesOn(found, date));
  if (intent === "accept" || intent === "keep") {
    const outcome = await answerProposal(reference, token, intent === "accept", customerOrigin(request));
    // A time taken meanwhile is the answer itself: no list of times to choose from here.
    return answered(found, "customer", token, { ...afterChange(found, outcome, date), times: null });
  }
  if (intent === "cancel")
    return answered(
      found,
      "customer",
      token,
      afterChange(found, await cancelByCustomer(reference, token, customerOrigin(request)), date),
    );
  if (intent === "move") {
    const move = checked(rescheduleSchema, { reference, token, date, time: textOf(form, "time") });
    if (!move.ok)
      return answered(found, "customer", token, {
        notice: { tone: "failed", text: move.message },
        times: (await timesOn(found, date)).times,
      });
    const outcome = await rescheduleByCustomer(
      reference,
      token,
      move.data.date,
      move.data.time,
      customerOrigin(request),
    );
    return answered(
      found,
      "customer",
      token,
      afterChange(found, outcome, date, (message, changed) =>
        changed ? `${message} We've e-mailed you the new time.` : message,
      ),
    );
  }
  return answered(found, "customer", token, { notice: null, times: null });
}

/**
 * The store's answer page posted without JavaScript: open the link, confirm, decline with a
 * reason, list a day's free times and propose one, cancel a confirmed visit with a reason, or mark
 * it completed or a no-show. The same token check, limits, rules and words as
 * POST /api/appointments/{reference}/store-action.
 */
export async function answerStorePage(
  form: FormData,
  request: Request,
  pageQuery: string,
): Promise<LinkPageState> {
  const intent = intentOf<StoreIntent>(form, [
    "open",
    "times",
    "move",
    "confirm",
    "decline",
    "cancel",
    "complete",
    "no_show",
  ]);
  const limited = await formRateLimit(request, ...storeLimit(intent), 60_000);
  if (limited) return refused(limited);
  const link = await openLink(pageQuery, "store");
  if (!link.ok) return refused(link.problem, link.expired);
  const { found } = link;
  const { reference } = found.appointment;
  const storeToken = new URLSearchParams(pageQuery).get("token") ?? "";
  const date = dateOf(form, intent);
  const reason = textOf(form, "reason");

  if (intent === "open") return answered(found, "store", storeToken, { notice: null, times: null });
  if (intent === "times") return answered(found, "store", storeToken, await timesOn(found, date));
  const action = checked(storeActionSchema, {
    reference,
    storeToken,
    action: intent,
    ...(intent === "decline" || intent === "cancel" ? { reason } : {}),
    ...(intent === "move" ? { date, time: textOf(form, "time") } : {}),
  });
  if (!action.ok)
    return answered(found, "store", storeToken, {
      notice: { tone: "failed", text: action.message },
      times: intent === "move" ? (await timesOn(found, date)).times : null,
      reason,
    });
  const outcome = await actAsStore(
    reference,
    storeToken,
    storeActionOf(action.data),
    storeLinkOrigin(request),
  );
  return answered(found, "store", storeToken, {
    ...afterChange(found, outcome, date),
    ...(CHANGE_TONE[outcome.kind] === "done" ? {} : { reason }),
  });
}
