/** The store picker's words while its list (or the list's script) loads, and when it cannot. */
export function LocationsLoading() {
  return <p className="p-3 text-sm text-gray-600 dark:text-gray-300">Loading locations…</p>;
}

export function LocationsFailed() {
  return (
    <p role="alert" className="p-3 text-sm text-red-700 dark:text-red-400">
      Error loading locations.
    </p>
  );
}
