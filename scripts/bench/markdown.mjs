// Markdown output: tables with right-aligned numbers, and number formats used across the report.

/** columns: [{ title, align: "left" | "right" }]; rows: arrays of strings or numbers. */
export function table(columns, rows) {
  const cells = rows.map((row) =>
    row.map((value) => (value === null || value === undefined ? "–" : String(value))),
  );
  const widths = columns.map((c, i) => Math.max(c.title.length, 3, ...cells.map((r) => r[i].length)));
  const pad = (text, i) => (columns[i].align === "right" ? text.padStart(widths[i]) : text.padEnd(widths[i]));
  const line = (values) => `| ${values.map(pad).join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (columns[i].align === "right" ? "-".repeat(w - 1) + ":" : "-".repeat(w))).join(" | ")} |`;
  return [line(columns.map((c) => c.title)), rule, ...cells.map(line)].join("\n");
}

export const left = (title) => ({ title, align: "left" });
export const right = (title) => ({ title, align: "right" });

export const int = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "–");
export const fixed = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "–");
export const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KiB` : "–");
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
export const code = (text) => `\`${text}\``;

/** A bullet list of "Label: value" conditions under a measurement. */
export function conditions(entries) {
  return entries.map(([label, value]) => `- ${label}: ${value}`).join("\n");
}
