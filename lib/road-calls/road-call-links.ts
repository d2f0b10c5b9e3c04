import "server-only";
import { linkToken, signedTokenMatches } from "@/lib/appointments/link-tokens";
import { absoluteUrl } from "@/lib/appointments/presentation";

/** The driver's status page for a call, signed so only the driver (and their fleet) can open it. */
export async function statusPath(reference: string): Promise<string> {
  const token = await linkToken(reference, "road-call");
  return `/road-service/calls/${reference}?t=${encodeURIComponent(token)}`;
}

export const statusUrl = async (reference: string) => absoluteUrl(await statusPath(reference));

/** Does the token open this call's status page? */
export const statusTokenMatches = (reference: string, token: string) =>
  signedTokenMatches(reference, token, "road-call");

/** Where crews and dispatchers take and run calls. */
export const DISPATCH_BOARD_PATH = "/admin/dispatch";
export const boardUrl = (reference: string) => absoluteUrl(`${DISPATCH_BOARD_PATH}#${reference}`);
