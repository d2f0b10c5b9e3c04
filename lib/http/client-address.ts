import "server-only";
import { settings } from "@/lib/settings";
import { ipv6Network64, isIpv6Form, normaliseAddress } from "./ip-address";
import { SOCKET_ADDRESS_HEADER } from "./socket-address-header";

/** The one bucket for requests whose address cannot be read. */
export const UNKNOWN_CLIENT = "unknown";

/**
 * The caller's address, normalised (lib/http/ip-address.ts), or UNKNOWN_CLIENT.
 *
 * Behind nothing (TRUSTED_PROXY_COUNT=0, the default) every forwarding header is the client's own
 * text, so only the TCP peer counts. Route handlers and proxy.ts get no socket in Next.js 16
 * (`request.ip` is gone), and `next start` does not help: it fills X-Forwarded-For with the
 * socket's address only when the request has none (`??=` in next/dist/server/base-server.js),
 * so a client that sends its own keeps it, and X-Real-IP is passed through untouched. The peer
 * address is therefore copied by the Node.js server itself, before Next.js reads the request,
 * into SOCKET_ADDRESS_HEADER, replacing whatever the client sent under that name
 * (lib/http/socket-address.ts, installed from instrumentation.ts).
 *
 * Behind N proxies that each append the address they saw to X-Forwarded-For, the Nth entry from
 * the right (all header lines joined) was written by the outermost of them; entries left of it
 * are the client's. A shorter list means fewer proxies than configured: its first entry is the
 * best there is. Without the header, the socket's address. X-Real-IP is never read: nothing says
 * who wrote it.
 *
 * An address that cannot be read (garbage, a name, nothing at all) is keyed as one shared client
 * rather than as itself: otherwise every made-up spelling would open a fresh allowance, and a
 * proxy set up wrongly shows up as everyone sharing one limit instead of nobody having one.
 */
export function clientAddress(request: Request, trustedProxies = settings().trustedProxyCount): string {
  const socket = request.headers.get(SOCKET_ADDRESS_HEADER) ?? "";
  let chosen = socket;
  if (trustedProxies > 0) {
    const hops = (request.headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    if (hops.length > 0) chosen = hops[Math.max(0, hops.length - trustedProxies)]!;
  }
  return normaliseAddress(chosen) ?? UNKNOWN_CLIENT;
}

/**
 * What a rate limit counts against: the IPv4 address, or the IPv6 /64 network (one subscriber is
 * usually given a whole /64 and could otherwise take a new address per request).
 */
export function clientLimitKey(address: string): string {
  return address !== UNKNOWN_CLIENT && isIpv6Form(address) ? ipv6Network64(address) : address;
}
