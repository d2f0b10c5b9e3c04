/**
 * What the site's forms (contact, quote request, the scheduler's details) share: the look of a
 * text field and its label, and the ids that tie each field to the problem shown under it.
 */

export const fieldInputClass =
  "min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 aria-[invalid=true]:border-red-700 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:aria-[invalid=true]:border-red-400";

export const fieldLabelClass = "mb-1 block text-sm font-semibold text-gray-800 dark:text-gray-200";

/**
 * A form's field ids under its own prefix (from useId), and each field's aria-describedby: its
 * problem when it has one (see FieldError), then any hint.
 */
export function fieldIds<F extends string>(prefix: string, problems: Partial<Record<F, string>>) {
  const fieldId = (field: F) => `${prefix}-${field}`;
  const problemId = (field: F) => `${prefix}-${field}-problem`;
  const describedBy = (field: F, hint?: string) =>
    [problems[field] ? problemId(field) : null, hint].filter(Boolean).join(" ") || undefined;
  return { fieldId, problemId, describedBy };
}
