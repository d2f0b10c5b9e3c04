/**
 * Background work now running in this process (an e-mail or calendar pass), so that whoever
 * closes a resource it uses, such as the database, can wait for it first. The set lives on
 * globalThis: Next.js bundles route handlers and the start-up code separately, so this module can
 * be loaded more than once in one server.
 */
const shared = globalThis as unknown as { __backgroundInFlight?: Set<Promise<unknown>> };
const inFlight = (shared.__backgroundInFlight ??= new Set());

/** Counts `work` as running until it settles. */
export function trackBackgroundWork(work: Promise<unknown>): void {
  inFlight.add(work);
  const forget = () => inFlight.delete(work);
  work.then(forget, forget);
}

/** Waits for every background pass now running, e.g. before the database is closed. */
export async function settleBackgroundPasses(): Promise<void> {
  await Promise.allSettled([...inFlight]);
}

const stopping = globalThis as unknown as { __backgroundStopping?: boolean };

/**
 * From now on this process starts no new background pass, and a pass running now stops before its
 * next item (the server is shutting down: what it has claimed and not started is handed back).
 */
export function stopStartingBackgroundWork(): void {
  stopping.__backgroundStopping = true;
}

/** Whether the process is shutting down (see stopStartingBackgroundWork). */
export function backgroundWorkStopping(): boolean {
  return stopping.__backgroundStopping === true;
}
