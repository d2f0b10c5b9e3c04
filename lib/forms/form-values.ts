/**
 * What the forms that work without JavaScript share on the server: reading the posted fields and
 * the request a server action answers.
 */

/** A posted field as text ("" when it is missing or a file). */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The fields `names` as text, in one object. */
export function textsOf<F extends string>(form: FormData, names: readonly F[]): Record<F, string> {
  return Object.fromEntries(names.map((name) => [name, textOf(form, name)])) as Record<F, string>;
}

/** The hidden field people never see (components/ui/honeypot-field.tsx): filled in, it is a bot. */
export function isBot(form: FormData): boolean {
  return textOf(form, "website").trim() !== "";
}
