import { brand } from "@/data/brand";
import type { OutgoingMail } from "@/lib/db";
import { settings, type Settings } from "@/lib/settings";

/**
 * The operator's e-mail for an incident (OPS_EMAIL), sent once when the incident opens. Nothing
 * when OPS_EMAIL is unset: the incident still shows on /admin/calendar-status.
 */
export function opsAlertMails(
  subject: string,
  lines: string[],
  { opsEmail: to }: Settings = settings(),
): OutgoingMail[] {
  if (!to) return [];
  const text = [
    ...lines,
    "",
    "Details and a Retry button: /admin/calendar-status",
    "You will not get another e-mail about this until it has been resolved.",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif">${text
    .split("\n")
    .map((line) => `<p>${line.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`)
    .join("")}</body></html>`;
  return [
    {
      kind: "ops-alert",
      to,
      subject: `[${brand.shortName} website] ${subject}`,
      text,
      html,
      ics: null,
      reference: null,
    },
  ];
}
