import { brand } from "@/data/brand";
import type { Location } from "@/data/locations";
import type { NewAppointment } from "@/lib/db/types";
import { bookedTiresText } from "./booked-tires";
import { formatAppointmentDate, formatAppointmentTime, storeAddressLine } from "./presentation";

/** The shared look of every appointment e-mail: a plain HTML table that mail clients render alike. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

export const htmlLink = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

export function htmlDocument(
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

export function detailRows(a: NewAppointment, location: Location, vehicle: string): [string, string][] {
  return [
    ["Reference", a.reference],
    ["Store", `${location.name}, ${storeAddressLine(location)}`],
    ["Service", `${a.serviceName} (about ${a.durationMinutes} minutes)`],
    ["Date", formatAppointmentDate(a.date)],
    ["Time", formatAppointmentTime(a.time)],
    ...(vehicle ? ([["Vehicle", vehicle]] as [string, string][]) : []),
    ...(a.tires ? ([["Tires", bookedTiresText(a.tires)]] as [string, string][]) : []),
  ];
}

export function vehicleText(a: NewAppointment): string {
  if (!a.vehicle) return "";
  const v = JSON.parse(a.vehicle) as Record<string, string | undefined>;
  return [v.year, v.make, v.model, v.trim].filter(Boolean).join(" ");
}

export const asText = (rows: [string, string][]) => rows.map(([k, v]) => `${k}: ${v}`).join("\n");
