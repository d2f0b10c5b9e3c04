const inFlight = new Set<Promise<unknown>>();

/** Waits for every background pass now running, e.g. before the database is closed. */
export async function settleBackgroundPasses(): Promise<void> {
  await Promise.allSettled([...inFlight]);
}

/**
 * Wraps a background pass (send due e-mail, write due calendar events) so that overlapping
 * triggers never run it twice at once: a trigger during a pass asks for one more pass, and every
 * caller's promise settles after a pass that started after its trigger. A failing pass is logged
 * and does not stop the follow-up pass.
 */
export function coalesced<T>(name: string, pass: () => Promise<T>, empty: T): () => Promise<T> {
  let running: Promise<T> | null = null;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let last = empty;
      do {
        again = false;
        try {
          last = await pass();
        } catch (error) {
          console.error(`${name} pass failed`, error);
        }
      } while (again);
      return last;
    })().finally(() => {
      if (running) inFlight.delete(running);
      running = null;
    });
    inFlight.add(running);
    return running;
  };
}
