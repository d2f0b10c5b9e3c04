import { headers } from "next/headers";
import { rateLimit } from "@/lib/api/rate-limit";

/**
 * The request a server action (or a page) answers, as far as the rate limits read it: its
 * headers (the client's address). Server actions and pages get no Request object of their own.
 */
export async function actionRequest(): Promise<Request> {
  return new Request("http://localhost/", { headers: await headers() });
}

/**
 * The JSON APIs' per-client limit for a form posted to a server action: the same counter (the
 * form and its API share `action`), answered in the refusal's words instead of a 429.
 */
export async function formRateLimit(
  request: Request,
  action: string,
  limit: number,
  windowMs: number,
): Promise<string | null> {
  const limited = await rateLimit(request, action, limit, windowMs);
  if (!limited) return null;
  const body = (await limited.json()) as { message: string };
  return body.message;
}
