import { brand } from "@/data/brand";
import type { Location } from "@/data/locations";
import type { NewAppointment, OutgoingMail } from "@/lib/db/types";
import {
  appointmentIcs,
  cancelUrl,
  formatAppointmentDate,
  formatAppointmentTime,
  storeAddressLine,
} from "./presentation";

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

function htmlDocument(
  title: string,
  paragraphs: string[],
  rows: [string, string][],
  footer: string[],
): string {
  const table = rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join("");
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111827;max-width:600px">
<div style="background:#facc15;padding:12px 16px;font-weight:bold">${escapeHtml(brand.name)}</div>
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${p}</p>`).join("\n")}
<table>${table}</table>
${footer.map((p) => `<p style="color:#374151;font-size:14px">${p}</p>`).join("\n")}
</body></html>`;
}

function detailRows(a: NewAppointment, location: Location, vehicle: string): [string, string][] {
  return [
    ["Reference", a.reference],
    ["Store", `${location.name}, ${storeAddressLine(location)}`],
    ["Service", `${a.serviceName} (about ${a.durationMinutes} minutes)`],
    ["Date", formatAppointmentDate(a.date)],
    ["Time", formatAppointmentTime(a.time)],
    ...(vehicle ? ([["Vehicle", vehicle]] as [string, string][]) : []),
  ];
}

function vehicleText(a: NewAppointment): string {
  if (!a.vehicle) return "";
  const v = JSON.parse(a.vehicle) as Record<string, string | undefined>;
  return [v.year, v.make, v.model, v.trim].filter(Boolean).join(" ");
}

const asText = (rows: [string, string][]) => rows.map(([k, v]) => `${k}: ${v}`).join("\n");

/** The two messages a new request sends: the customer's (with invite and cancel link) and the store's. */
export function bookingMails(a: NewAppointment, location: Location, cancelToken: string): OutgoingMail[] {
  const vehicle = vehicleText(a);
  const rows = detailRows(a, location, vehicle);
  const link = cancelUrl(a.reference, cancelToken);
  const customerText = [
    `Hello ${a.firstName},`,
    "",
    `Thank you for choosing ${brand.name}. We have received your appointment request. It is not confirmed yet: the ${location.name} store will call or e-mail you to confirm the time.`,
    "",
    asText(rows),
    "",
    `Questions? Call the store at ${location.phone}.`,
    `Need to cancel? ${link}`,
    "",
    `${brand.name}, ${brand.tagline}`,
  ].join("\n");
  const customerHtml = htmlDocument(
    "We received your appointment request",
    [
      `Hello ${escapeHtml(a.firstName)},`,
      `Thank you for choosing ${escapeHtml(brand.name)}. Your request is <strong>not confirmed yet</strong>: the ${escapeHtml(location.name)} store will call or e-mail you to confirm the time.`,
    ],
    rows,
    [
      `Questions? Call the store at ${escapeHtml(location.phone)}.`,
      `Need to cancel? <a href="${escapeHtml(link)}">Cancel this request</a>.`,
      "The attached invitation adds the requested time to your calendar.",
    ],
  );
  const contact: [string, string][] = [
    ["Customer", `${a.firstName} ${a.lastName}`],
    ["E-mail", a.email],
    ["Phone", a.phone.replace(/(\d{3})(\d{3})(\d{4})/, "($1) $2-$3")],
    ...(a.comments ? ([["Notes", a.comments]] as [string, string][]) : []),
  ];
  // Booked while the store calendar could not be read: only our own bookings were checked.
  const notChecked = a.calendarChecked
    ? []
    : [
        "Calendar not checked: Microsoft 365 could not be read when this request was made, so only other website requests were checked for this time. We will e-mail you if it turns out to clash with an event in the store calendar.",
      ];
  const storeText = [
    `New appointment request for ${location.name}. Please confirm it with the customer.`,
    ...notChecked.flatMap((line) => ["", line]),
    "",
    asText([...rows, ...contact]),
  ].join("\n");
  return [
    {
      kind: "booking-customer",
      to: a.email,
      subject: `Appointment request received: ${a.serviceName}, ${formatAppointmentDate(a.date)} at ${formatAppointmentTime(a.time)}`,
      text: customerText,
      html: customerHtml,
      ics: appointmentIcs(a),
      reference: a.reference,
    },
    {
      kind: "booking-store",
      to: location.email,
      subject: `New appointment request ${a.reference}: ${a.serviceName}, ${formatAppointmentDate(a.date)} ${formatAppointmentTime(a.time)}`,
      text: storeText,
      html: htmlDocument(
        "New appointment request",
        ["Please confirm this request with the customer.", ...notChecked.map(escapeHtml)],
        [...rows, ...contact],
        [],
      ),
      ics: null,
      reference: a.reference,
    },
  ];
}

export function cancellationMails(
  a: NewAppointment & { cancelledAt: number | null },
  location: Location,
): OutgoingMail[] {
  const rows = detailRows(a, location, vehicleText(a));
  const text = (intro: string) => [intro, "", asText(rows)].join("\n");
  return [
    {
      kind: "cancel-customer",
      to: a.email,
      subject: `Appointment request cancelled: ${a.reference}`,
      text: text(
        `Hello ${a.firstName}, your appointment request has been cancelled. We hope to see you another time; call ${location.phone} to book again.`,
      ),
      html: htmlDocument(
        "Your appointment request was cancelled",
        [`Hello ${escapeHtml(a.firstName)}, your request has been cancelled.`],
        rows,
        [`To book again, call ${escapeHtml(location.phone)} or visit our website.`],
      ),
      ics: appointmentIcs(a, true),
      reference: a.reference,
    },
    {
      kind: "cancel-store",
      to: location.email,
      subject: `Cancelled by customer: ${a.reference}`,
      text: text(`${a.firstName} ${a.lastName} cancelled this appointment request. The time is free again.`),
      html: htmlDocument(
        "Appointment request cancelled",
        [`${escapeHtml(a.firstName)} ${escapeHtml(a.lastName)} cancelled this request.`],
        rows,
        [],
      ),
      ics: null,
      reference: a.reference,
    },
  ];
}

/**
 * To the store: a request accepted while its calendar could not be read turned out to overlap an
 * event there (e.g. a phone booking). The store decides; the customer has not been told anything.
 */
export function calendarClashMails(a: NewAppointment, location: Location): OutgoingMail[] {
  const rows = detailRows(a, location, vehicleText(a));
  const intro = `Request ${a.reference} was accepted online while the store calendar could not be read. Now that it can, the time overlaps another event in the store calendar. Please check the calendar and call the customer (${a.firstName} ${a.lastName}, ${a.phone}) if the time has to move.`;
  return [
    {
      kind: "calendar-clash-store",
      to: location.email,
      subject: `Check calendar: request ${a.reference} overlaps another event`,
      text: [intro, "", asText(rows)].join("\n"),
      html: htmlDocument("Request overlaps another calendar event", [escapeHtml(intro)], rows, []),
      ics: null,
      reference: a.reference,
    },
  ];
}
