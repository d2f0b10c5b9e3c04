/** What a refusal quotes of a value: short, on one line, without control characters. */
export function shown(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, "?");
  return clean.length > 40 ? `${clean.slice(0, 40)}…` : clean;
}
