import { brand } from "@/data/brand";

/**
 * The shared look of every e-mail we send (appointments, quotes): a plain HTML table that mail
 * clients render alike, under a brand bar.
 */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

export const htmlLink = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

/**
 * A whole message. `paragraphs` and `footer` are HTML (escape what the customer typed with
 * escapeHtml); the title and the table's rows are escaped here.
 */
export function htmlDocument(
  title: string,
  paragraphs: string[],
  rows: [string, string][],
  footer: string[],
): string {
  const table = rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(k)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
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

/** The same rows as plain text, one "Label: value" a line. */
export const asText = (rows: [string, string][]) => rows.map(([k, v]) => `${k}: ${v}`).join("\n");
