import { isDatabaseUnavailable } from "@/lib/db/errors";
import { describeError } from "@/lib/core/describe-error";
import { backgroundWorkStopping, trackBackgroundWork } from "@/lib/core/background-work";

/**
 * Background passes (send due e-mail, write due calendar events), at most one of each kind at a
 * time per process. Next.js bundles route handlers and the start-up code separately, so this
 * module can be loaded more than once in one server; the state lives on globalThis so every copy
 * shares it. One pass at a time also means an instance killed mid-send has at most one message
 * in flight.
 */
interface PassState {
  running: Promise<unknown> | null;
  again: boolean;
}

const shared = globalThis as unknown as {
  __backgroundPasses?: Map<string, PassState>;
};
const passes = (shared.__backgroundPasses ??= new Map());

/**
 * Wraps a background pass so that overlapping triggers never run it twice at once: a trigger
 * during a pass asks for one more pass, and every caller's promise settles after a pass that
 * started after its trigger. A failing pass is logged and does not stop the follow-up pass. Once
 * the server is shutting down no pass starts: the work stays queued for the other instances.
 */
export function coalesced<T>(name: string, pass: () => Promise<T>, empty: T): () => Promise<T> {
  return () => {
    if (backgroundWorkStopping()) return Promise.resolve(empty);
    let state = passes.get(name);
    if (!state) {
      state = { running: null, again: false };
      passes.set(name, state);
    }
    const current = state;
    if (current.running) {
      current.again = true;
      return current.running as Promise<T>;
    }
    const running: Promise<T> = (async () => {
      let last = empty;
      do {
        current.again = false;
        try {
          last = await pass();
        } catch (error) {
          // A database that is away fails every pass the same way: one line each, not a stack.
          if (isDatabaseUnavailable(error)) console.error(`${name} pass failed: ${describeError(error)}`);
          else console.error(`${name} pass failed`, error);
        }
      } while (current.again && !backgroundWorkStopping());
      return last;
    })().finally(() => {
      current.running = null;
    });
    current.running = running;
    trackBackgroundWork(running);
    return running;
  };
}
