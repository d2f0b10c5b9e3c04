import useSWR from "swr";
import { isStateCode } from "@/lib/scheduling/on-site";

/** GET /api/service-area's answer: the site in reach of the store, or why not and who can go. */
export type ServiceAreaReply =
  | { ok: true; miles: number; radiusMiles: number }
  | { ok: false; message: string; nearestStore?: { id: number; name: string; email: string; miles: number } };

const fetchArea = async (path: string): Promise<ServiceAreaReply> => {
  const response = await fetch(path);
  const body = (await response.json()) as ServiceAreaReply & { error?: string };
  if (response.ok) return body;
  // A worded refusal of the question itself (e.g. the state): shown like an out-of-reach answer.
  if (response.status === 400 && body.error) return { ok: false, message: body.error };
  throw new Error("Service area unavailable");
};

/**
 * Whether the store's service trucks reach the site, asked as soon as the site has a state and a
 * 5-digit zip: the same answer the booking would give, before the customer presses Schedule.
 */
export function useServiceArea(
  args: { storeEmail: string; service: string; zip: string; state: string } | null,
) {
  const zip = args?.zip.trim() ?? "";
  const ready = args && /^\d{5}$/.test(zip) && isStateCode(args.state);
  const key = ready
    ? `/api/service-area?${new URLSearchParams({ store: args.storeEmail, service: args.service, zip, state: args.state })}`
    : null;
  const { data, error, isLoading } = useSWR<ServiceAreaReply>(key, fetchArea, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { answer: key ? (data ?? null) : null, checking: Boolean(key) && isLoading, failed: Boolean(error) };
}
