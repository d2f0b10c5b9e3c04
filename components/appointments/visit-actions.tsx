import { telHref } from "@/data/brand-core";
import { CalendarIcon, PhoneIcon, PinIcon } from "@/components/ui/icons";
import { phoneInWords } from "@/lib/core/phone";
import type { AppointmentView } from "./appointment-summary";

/**
 * The customer's shortcuts for the day, each one tap on a phone: call the store, directions to it,
 * and the visit in their calendar. The call stays once the appointment is over or cancelled; the
 * other two only while there is a visit to go to (and directions only to a visit at the store).
 */
export function VisitActions({ a, calendarUrl }: { a: AppointmentView; calendarUrl?: string }) {
  const live = a.status === "requested" || a.status === "confirmed";
  const directions = live && a.visit !== "on-site" ? a.storeDirectionsUrl : null;
  const calendar = live ? calendarUrl : undefined;
  if (!a.storePhone && !directions && !calendar) return null;
  return (
    <section aria-labelledby="visit-actions-heading" className="space-y-3">
      <h2 id="visit-actions-heading" className="text-2xl font-bold">
        Your visit
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {a.storePhone && (
          <li>
            {/* The number is read out digit by digit: screen readers say "(276) 555-0142" as amounts. */}
            <a href={telHref(a.storePhone)} className="btn-dark w-full" data-testid="call-store">
              <PhoneIcon size={18} />
              Call the store <span aria-hidden="true">{a.storePhone}</span>
              <span className="sr-only"> at {phoneInWords(a.storePhone)}</span>
            </a>
          </li>
        )}
        {directions && (
          <li>
            <a
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-outline-dark w-full"
              data-testid="store-directions"
            >
              <PinIcon size={18} />
              Directions
              <span className="sr-only"> to the {a.storeName} store (opens Google Maps in a new tab)</span>
            </a>
          </li>
        )}
        {calendar && (
          <li>
            <a href={calendar} download className="btn-outline-dark w-full" data-testid="add-to-calendar">
              <CalendarIcon size={18} />
              Add to calendar
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
