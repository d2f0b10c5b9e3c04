/** The staff pages' text inputs and selects: one look for every filter and form there. */
export const STAFF_FIELD =
  "mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100";
