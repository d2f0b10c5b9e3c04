/** Shown while the Google Maps script loads (and between retries). */
export function MapSpinner() {
  return (
    <div
      role="status"
      className="flex h-full min-h-[inherit] w-full flex-col items-center justify-center gap-3 bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-200"
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-gray-300 border-t-brand-500 motion-reduce:animate-none dark:border-gray-600 dark:border-t-brand-400"
      />
      <span className="text-sm font-semibold">Loading map…</span>
    </div>
  );
}
