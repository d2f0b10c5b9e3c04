import type { Client } from "@microsoft/microsoft-graph-client";
import { z } from "zod";
import type { Budget } from "./graph-budget";
import { mailboxPath } from "./graph-client";
import { CalendarUnavailableError } from "./graph-errors";
import { zonedWallTimeToEpoch } from "./zoned-wall-time";

export interface CalendarViewEvent {
  start: number;
  end: number;
  /** Graph's freeBusyStatus: free, tentative, busy, oof, workingElsewhere or unknown. */
  showAs: string;
  isCancelled: boolean;
  isAllDay: boolean;
  categories: string[];
  /** Set by the app that created the event: ours carry the appointment's reference. */
  transactionId: string | null;
}

const graphDateTime = z.object({ dateTime: z.string(), timeZone: z.string() });
const page = z.object({
  value: z.array(
    z.object({
      showAs: z.string().optional(),
      isCancelled: z.boolean().optional(),
      isAllDay: z.boolean().optional(),
      categories: z.array(z.string()).nullish(),
      transactionId: z.string().nullish(),
      start: graphDateTime,
      end: graphDateTime,
    }),
  ),
  "@odata.nextLink": z.string().optional(),
});

/** Graph's largest page for calendarView is 1000; 200 keeps each answer quick. */
const PAGE_SIZE = 200;

/**
 * Every event overlapping [from, to) in a mailbox's calendar (recurring events expanded), all
 * pages. Times come back as wall time in `timeZone` (the Prefer header) and are turned into
 * instants here. A malformed answer throws, which callers treat like any other Graph failure.
 */
export async function readCalendarView(
  client: Client,
  email: string,
  from: number,
  to: number,
  timeZone: string,
  budget: Budget,
): Promise<CalendarViewEvent[]> {
  const query = [
    `startDateTime=${encodeURIComponent(new Date(from).toISOString())}`,
    `endDateTime=${encodeURIComponent(new Date(to).toISOString())}`,
    "$select=showAs,start,end,isCancelled,isAllDay,categories,transactionId",
    `$top=${PAGE_SIZE}`,
  ].join("&");
  const events: CalendarViewEvent[] = [];
  let url: string | undefined = `${mailboxPath(email)}/calendarView?${query}`;
  while (url) {
    const answer = page.safeParse(
      await client
        .api(url)
        .header("Prefer", `outlook.timezone="${timeZone}"`)
        .option("signal", budget.signal)
        .middlewareOptions([budget.retry])
        .get(),
    );
    if (!answer.success) throw invalidResponse(answer.error);
    for (const e of answer.data.value) {
      try {
        events.push({
          start: zonedWallTimeToEpoch(e.start.dateTime, e.start.timeZone),
          end: zonedWallTimeToEpoch(e.end.dateTime, e.end.timeZone),
          showAs: e.showAs ?? "busy",
          isCancelled: e.isCancelled ?? false,
          isAllDay: e.isAllDay ?? false,
          categories: e.categories ?? [],
          transactionId: e.transactionId ?? null,
        });
      } catch (error) {
        throw invalidResponse(error);
      }
    }
    url = answer.data["@odata.nextLink"];
  }
  return events;
}

const invalidResponse = (cause: unknown) =>
  new CalendarUnavailableError(
    {
      reason: "invalid-response",
      code: "InvalidResponse",
      message: "Microsoft Graph sent an unexpected calendar answer.",
    },
    { cause },
  );
