import { RetryHandlerOptions } from "@microsoft/microsoft-graph-client";
import { CalendarUnavailableError, describeGraphError } from "./graph-errors";

/** What each Graph request in a budgeted call takes: `.option("signal", …).middlewareOptions([retry])`. */
export interface Budget {
  signal: AbortSignal;
  retry: RetryHandlerOptions;
}

/** The time a budget runs on: the system's, or in tests one that moves only when told to. */
export interface BudgetClock {
  now(): number;
  /** Calls `fn` once `ms` have passed; returns what cancels the call. */
  after(ms: number, fn: () => void): () => void;
}

export const systemClock: BudgetClock = {
  now: () => Date.now(),
  after(ms, fn) {
    const timer = setTimeout(fn, ms);
    return () => clearTimeout(timer);
  },
};

/** Base back-off in seconds when Graph sends no Retry-After (the library's default of 3 s is long). */
const RETRY_DELAY_S = 1;
const MAX_RETRIES = 3;

/**
 * Runs Graph requests under a hard time limit. The Graph client's RetryHandler sleeps through
 * 429/503/504 answers (honouring Retry-After) and that sleep cannot be cancelled, so:
 * - the returned promise settles when the limit passes or `outer` aborts, whatever the work is doing;
 * - the signal aborts the request in flight;
 * - a retry is allowed only if its wait fits in the time left, so a Retry-After of minutes fails
 *   at once (as "throttled") instead of holding the caller.
 * Every failure becomes a CalendarUnavailableError.
 */
export function withBudget<T>(
  ms: number,
  secret: string,
  outer: AbortSignal | undefined,
  work: (budget: Budget) => Promise<T>,
  clock: BudgetClock = systemClock,
): Promise<T> {
  const controller = new AbortController();
  const deadline = clock.now() + ms;
  let retryAfterS: number | undefined;
  const retry = new RetryHandlerOptions(
    RETRY_DELAY_S,
    MAX_RETRIES,
    (delay, attempt, _request, _options, response) => {
      // Without Retry-After the handler waits delay + up to 1 s of jitter, growing with each attempt:
      // (delay + 1) * 2^attempt bounds it from above.
      retryAfterS = retryAfterSeconds(response, clock.now());
      const waitS = retryAfterS ?? (delay + 1) * 2 ** attempt;
      return !controller.signal.aborted && clock.now() + waitS * 1000 < deadline;
    },
  );

  return new Promise<T>((resolve, reject) => {
    const stop = (failure: CalendarUnavailableError) => {
      cancelTimer();
      outer?.removeEventListener("abort", onAbort);
      controller.abort(failure);
      reject(failure);
    };
    const onAbort = () =>
      stop(
        new CalendarUnavailableError({
          reason: "aborted",
          code: "AbortError",
          message: "The request was cancelled.",
        }),
      );
    const cancelTimer = clock.after(ms, () =>
      stop(
        new CalendarUnavailableError({
          reason: "timeout",
          code: "Timeout",
          message: `No answer from Microsoft within ${ms} ms.`,
        }),
      ),
    );
    if (outer?.aborted) return onAbort();
    outer?.addEventListener("abort", onAbort, { once: true });

    work({ signal: controller.signal, retry }).then(
      (value) => {
        cancelTimer();
        outer?.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        const failure = new CalendarUnavailableError(describeGraphError(error, secret), { cause: error });
        // Graph's own word on when to come back, for callers that hold off (availability reads).
        if (failure.reason === "throttled" && retryAfterS !== undefined)
          failure.retryAfterMs = retryAfterS * 1000;
        stop(failure);
      },
    );
  });
}

/** Retry-After is seconds or an HTTP date. */
function retryAfterSeconds(response: Response, now: number): number | undefined {
  const header = response.headers.get("Retry-After");
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : (date - now) / 1000;
}
