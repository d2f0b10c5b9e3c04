import { rateLimit } from "@/lib/api/rate-limit";
import { readJsonBody } from "@/lib/http/request-body";
import { outcomeResponse } from "@/lib/http/outcome-response";
import { parseInput } from "@/lib/http/responses";
import type { z } from "zod";
import type { LifecycleOutcome } from "@/lib/appointments/lifecycle";

/** A change made or already so: its JSON has always said which, as `changed`. */
const changedField = (outcome: LifecycleOutcome) =>
  outcome.kind === "changed" || outcome.kind === "unchanged" ? { changed: outcome.kind === "changed" } : {};

/**
 * The shared shape of the appointment-change endpoints: a per-client limit, a JSON body of at most
 * 16 KB, validation with customer-worded messages (400), then the change and its answer.
 */
export async function changeRoute<S extends z.ZodType>(
  request: Request,
  reference: string,
  limit: { name: string; perMinute: number },
  schema: S,
  run: (input: z.output<S>) => Promise<LifecycleOutcome>,
): Promise<Response> {
  const limited = await rateLimit(request, limit.name, limit.perMinute, 60_000);
  if (limited) return limited;
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = parseInput(schema, { ...read.body, reference });
  if (!parsed.ok) return parsed.response;
  const outcome = await run(parsed.data);
  return outcomeResponse(outcome, { "Cache-Control": "no-store" }, changedField(outcome));
}
