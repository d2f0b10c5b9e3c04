import "server-only";
import { z } from "zod";
import { systemClock, withBudget, type Budget, type BudgetClock } from "./graph-budget";
import { readCalendarView, type CalendarViewEvent } from "./graph-calendar-view";
import { RESOURCE_COPY, RESOURCE_KINDS, type ResourceKind } from "@/data/store-capacity";
import { REFERENCE_PATTERN } from "@/lib/core/tokens";
import { createGraphConnection, GRAPH_SCOPE, mailboxPath } from "./graph-client";
import type { GraphConfig } from "./graph-config";
import { CalendarUnavailableError, describeGraphError, suggestionFor } from "./graph-errors";
import type { BusyInterval } from "@/lib/scheduling/busy-interval";
import type { CalendarEventInput, CalendarProvider, PermissionCheck } from "./types";

export { CalendarUnavailableError } from "./graph-errors";
export type { GraphFailureReason } from "./graph-errors";

/** Calendar writes and status-page checks may wait longer than a customer's slot list. */
const SLOW_CALL_TIMEOUT_MS = 10_000;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Graph's freeBusyStatus values that leave the bays free; tentative, busy, oof and unknown block. */
const NOT_BUSY = new Set(["free", "workingElsewhere"]);

/**
 * Store calendars through Microsoft Graph, app-only (client credentials): the site acts as itself,
 * not as a signed-in user, on each store's group mailbox. `clock` times the calls' budgets.
 */
export function createGraphProvider(config: GraphConfig, clock: BudgetClock = systemClock): CalendarProvider {
  const { client, credential } = createGraphConnection(config);
  const secret = config.clientSecret;
  const within = <T>(ms: number, outer: AbortSignal | undefined, work: (budget: Budget) => Promise<T>) =>
    withBudget(ms, secret, outer, work, clock);
  const eventsPath = (email: string) => `${mailboxPath(email)}/events`;
  const accessToken = () =>
    within(SLOW_CALL_TIMEOUT_MS, undefined, async ({ signal }) => {
      const token = await credential.getToken(GRAPH_SCOPE, { abortSignal: signal });
      if (!token) throw new Error("No access token was issued.");
      return token.token;
    });

  return {
    kind: "graph",

    async getBusy(store, from, to, signal) {
      const events = await within(config.readTimeoutMs, signal, (budget) =>
        readCalendarView(client, store.email, from, to, store.timeZone, budget),
      );
      return busyFromEvents(events, from, to);
    },

    // The RetryHandler may send this POST again after a 429/503/504; the transactionId makes Graph
    // return the first event instead of creating a second one.
    createEvent(store, event) {
      return within(SLOW_CALL_TIMEOUT_MS, undefined, async ({ signal, retry }) => {
        const created: unknown = await client
          .api(eventsPath(store.email))
          .option("signal", signal)
          .middlewareOptions([retry])
          .post(eventBody(event));
        const parsed = z.object({ id: z.string().min(1) }).safeParse(created);
        if (!parsed.success) {
          throw new CalendarUnavailableError({
            reason: "invalid-response",
            code: "InvalidResponse",
            message: "Microsoft Graph created the event but sent no id.",
          });
        }
        return { id: parsed.data.id };
      });
    },

    // A PATCH with the same body is safe to send again, so the RetryHandler may repeat it.
    updateEvent(store, eventId, event) {
      return within(SLOW_CALL_TIMEOUT_MS, undefined, async ({ signal, retry }) => {
        const { transactionId: _unused, ...changes } = eventBody(event);
        void _unused;
        await client
          .api(`${eventsPath(store.email)}/${encodeURIComponent(eventId)}`)
          .option("signal", signal)
          .middlewareOptions([retry])
          .patch(changes);
      });
    },

    deleteEvent(store, eventId) {
      return within(SLOW_CALL_TIMEOUT_MS, undefined, async ({ signal, retry }) => {
        try {
          await client
            .api(`${eventsPath(store.email)}/${encodeURIComponent(eventId)}`)
            .option("signal", signal)
            .middlewareOptions([retry])
            .delete();
        } catch (error) {
          // Already gone (deleted by staff, or an earlier attempt whose answer was lost): done.
          if ((error as { statusCode?: unknown }).statusCode !== 404) throw error;
        }
      });
    },

    async checkConnection() {
      try {
        await accessToken();
        return { ok: true };
      } catch (error) {
        const failure = describeGraphError(error, secret);
        return { ok: false, error: failure.message, code: failure.code };
      }
    },

    async checkPermissions() {
      // Without a token nothing can be verified; checkConnection reports why.
      const roles = await accessToken().then(rolesOf, () => []);
      return permissionsFrom(roles);
    },

    async testCalendar(email) {
      const now = Date.now();
      try {
        const events = await within(SLOW_CALL_TIMEOUT_MS, undefined, (budget) =>
          readCalendarView(client, email, now, now + WEEK_MS, "UTC", budget),
        );
        const n = events.filter((e) => !e.isCancelled).length;
        return {
          success: true,
          message: `Calendar reachable: ${n} event${n === 1 ? "" : "s"} in the next 7 days.`,
          eventsFound: n,
        };
      } catch (error) {
        const failure = describeGraphError(error, secret);
        return {
          success: false,
          message: failure.message,
          eventsFound: 0,
          suggestion: suggestionFor(failure, email),
        };
      }
    },
  };
}

/**
 * What the store calendar's events take, in the store's terms: an all-day or away (oof) event
 * closes the store for its span; any other busy, tentative or unknown event takes one unit of the
 * kind its Outlook category names ("Service bay", "Alignment rack", "Truck bay"), one service bay
 * when it names none; free and working-elsewhere events take nothing. Our own events are left
 * out: the database counts them (their transactionId is the appointment's reference).
 */
export function busyFromEvents(
  events: readonly CalendarViewEvent[],
  from: number,
  to: number,
): BusyInterval[] {
  return events
    .filter((e) => !e.isCancelled && !NOT_BUSY.has(e.showAs))
    .filter((e) => !(e.transactionId && REFERENCE_PATTERN.test(e.transactionId)))
    .map((e): BusyInterval => ({
      start: Math.max(e.start, from),
      end: Math.min(e.end, to),
      kind: e.isAllDay || e.showAs === "oof" ? "closed" : kindOfCategories(e.categories),
    }))
    .filter((b) => b.start < b.end)
    .sort((a, b) => a.start - b.start);
}

function kindOfCategories(categories: readonly string[]): ResourceKind {
  const names = categories.map((c) => c.trim().toLowerCase());
  return RESOURCE_KINDS.find((k) => names.includes(RESOURCE_COPY[k].category.toLowerCase())) ?? "bay";
}

function eventBody(event: CalendarEventInput) {
  return {
    subject: event.subject,
    body: { contentType: "text", content: event.body },
    start: { dateTime: utcWallTime(event.start), timeZone: "UTC" },
    end: { dateTime: utcWallTime(event.end), timeZone: "UTC" },
    location: { displayName: event.location },
    // No attendees: Graph would e-mail the customer an invitation for a request the store has not
    // confirmed yet. The customer's details are in the body; our own e-mail carries the .ics.
    showAs: "busy",
    categories: event.categories,
    transactionId: event.transactionId,
  };
}

/** Graph wants wall time plus a zone name, not an offset: "2026-11-02T14:00:00.000" with "UTC". */
const utcWallTime = (epochMs: number) => new Date(epochMs).toISOString().slice(0, -1);

const claims = z.object({ roles: z.array(z.string()).optional() });

/** The app-only access token's "roles" claim: the application permissions granted with admin consent. */
function rolesOf(token: string): string[] {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return claims.parse(payload).roles ?? [];
  } catch {
    return [];
  }
}

/**
 * SPEC §6 lists Calendars.ReadWrite.Shared, Calendars.Read.Shared and User.Read.All. The ".Shared"
 * names exist only as delegated permissions (a signed-in user reaching calendars shared with them);
 * this integration runs without a user, so Entra ID grants application permissions, whose names
 * have no ".Shared": Calendars.ReadWrite (which includes reading), Calendars.Read, User.Read.All,
 * and Mail.Send for the Graph mail transport.
 */
function permissionsFrom(roles: readonly string[]): PermissionCheck {
  const has = (role: string) => roles.includes(role);
  return {
    calendarsReadWrite: has("Calendars.ReadWrite"),
    calendarsRead: has("Calendars.Read") || has("Calendars.ReadWrite"),
    userReadAll: has("User.Read.All"),
    mailSend: has("Mail.Send"),
  };
}
