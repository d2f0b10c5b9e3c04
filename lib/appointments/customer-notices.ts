import type { Location } from "@/data/locations";
import { getDatabase, type Appointment, type ChangeDecision } from "@/lib/db";
import type { ChangeOrigin } from "@/lib/staff/actor";
import { todayIn } from "@/lib/core/zoned-time";
import { apply, invalid, type LifecycleOutcome } from "./change-core";
import { customerMail } from "./lifecycle-mails";
import { onTheWayText, readyForPickupText, staffText } from "./lifecycle-texts";

/**
 * What the store tells a customer on the day, from the staff pages: the crew has left for the
 * site, the dropped-off vehicle is ready, or an answer in the staff member's own words. Each is
 * recorded in the history and sent by text to a customer who chose texts, by e-mail otherwise
 * (an answer in words only by text: e-mail has its own reply).
 */
export type CustomerNotice = { kind: "on-the-way" } | { kind: "ready" } | { kind: "text"; body: string };

const NOTICE_WORDS = {
  "on-the-way": {
    subject: "Our crew is on the way",
    intro: (l: Location) => [
      `Our crew has left for your site. Questions? Call the ${l.name} store at ${l.phone}.`,
    ],
    fits: (a: Appointment) => a.visit === "on-site",
    refusal: "only an on-site visit has a crew on the way",
  },
  ready: {
    subject: "Your vehicle is ready for pickup",
    intro: (l: Location) => [
      `Your vehicle is ready at the ${l.name} store, ${l.address}. Please pick it up before we close today.`,
    ],
    fits: (a: Appointment) => a.visit === "drop-off",
    refusal: "only a dropped-off vehicle can be ready for pickup",
  },
} as const;

/** Why this notice cannot go now, in the staff's words; null when it can. */
function noticeBlock(c: Appointment, location: Location, notice: CustomerNotice, now: number): string | null {
  if (notice.kind === "text") {
    if (!c.textConsent) return "This customer did not ask for texts. Please call or e-mail them.";
    return c.status === "requested" || c.status === "confirmed"
      ? null
      : "Texts about this appointment have ended with it. Please call or e-mail the customer.";
  }
  const words = NOTICE_WORDS[notice.kind];
  if (!words.fits(c)) return `Nothing sent: ${words.refusal}.`;
  if (c.status !== "confirmed") return "Nothing sent: only a confirmed visit can be told this.";
  if (c.date !== todayIn(location.timeZone, now))
    return "Nothing sent: this can be told on the visit's day only.";
  return null;
}

export async function sendCustomerNotice(
  appointment: Appointment,
  location: Location,
  notice: CustomerNotice,
  origin: ChangeOrigin,
  now: number,
): Promise<LifecycleOutcome> {
  const blocked = noticeBlock(appointment, location, notice, now);
  if (blocked) return invalid(blocked);
  const mobile = appointment.textConsent?.phone;
  // A STOP reply ends texts at once; staff hear it rather than think a text went.
  const optedOut = mobile ? await (await getDatabase()).isOptedOut(mobile) : false;
  if (notice.kind === "text" && optedOut)
    return invalid("This customer replied STOP to our texts. Please call or e-mail them.");
  const byText = Boolean(mobile) && !optedOut;
  return apply(
    appointment.reference,
    (c): ChangeDecision => {
      const block = noticeBlock(c, location, notice, now);
      if (block) return { refuse: block };
      if (notice.kind === "text")
        return {
          change: {
            event: { what: "text-sent", detail: { body: notice.body } },
            mails: () => [],
            texts: (next) => staffText(next, location, notice.body, now),
          },
        };
      const words = NOTICE_WORDS[notice.kind];
      return {
        change: {
          event: { what: notice.kind },
          mails: (next) =>
            byText
              ? []
              : [
                  {
                    ...customerMail(next, location, {
                      kind: notice.kind,
                      subject: words.subject,
                      title: words.subject,
                      intro: [...words.intro(location)],
                    }),
                    ics: null,
                  },
                ],
          texts: (next) =>
            notice.kind === "on-the-way"
              ? onTheWayText(next, location, now)
              : readyForPickupText(next, location, now),
        },
      };
    },
    () => (byText ? "Sent. The customer has been texted." : "Sent. The customer has been e-mailed."),
    now,
    origin,
  );
}
