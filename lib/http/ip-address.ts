import { isIPv6 } from "node:net";

/**
 * One spelling per IP address, so a client cannot make itself look new by writing its address
 * another way. Accepts what sockets and proxies write: surrounding spaces, brackets and a port
 * (`[::1]:443`, `1.2.3.4:80`), an IPv6 zone (`fe80::1%eth0`), leading zeros in IPv4 parts
 * (`001.002.003.004`, read as decimal), IPv4-mapped IPv6 (`::ffff:1.2.3.4`, `::ffff:102:304`:
 * a dual-stack socket's view of an IPv4 client) and any case or zero compression of IPv6.
 * Answers the dotted IPv4 form or RFC 5952's IPv6 form (lower case, longest zero run as `::`),
 * or null for anything else (names, short or hex IPv4 forms, lists, empty text).
 */
export function normaliseAddress(raw: string): string | null {
  let text = raw.trim();
  if (text.length === 0 || text.length > 100) return null;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  const ipv4 = ipv4Parts(text);
  if (ipv4) return ipv4.join(".");
  const groups = ipv6Groups(text.replace(/%[^%]*$/, ""));
  if (!groups) return null;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  return formatIpv6(groups);
}

/** True for an address normaliseAddress answered in IPv6 form. */
export function isIpv6Form(address: string): boolean {
  return address.includes(":");
}

/**
 * The first four groups of a normalised IPv6 address as a /64 network (`2001:db8:0:1::/64`).
 * One subscriber is usually given a whole /64 and can pick any address in it.
 */
export function ipv6Network64(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) throw new Error("Not an IPv6 address");
  return `${formatIpv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

function ipv4Parts(text: string): number[] | null {
  if (!/^\d{1,12}(\.\d{1,12}){3}$/.test(text)) return null;
  const parts = text.split(".").map((part) => Number.parseInt(part, 10));
  return parts.every((part) => part <= 255) ? parts : null;
}

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail read as the last two). */
function ipv6Groups(text: string): number[] | null {
  let body = text.toLowerCase();
  const tail = /:(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (tail) {
    const parts = ipv4Parts(tail[1]!);
    if (!parts) return null;
    const high = ((parts[0]! << 8) | parts[1]!).toString(16);
    const low = ((parts[2]! << 8) | parts[3]!).toString(16);
    body = `${body.slice(0, -tail[1]!.length)}${high}:${low}`;
  }
  if (!isIPv6(body)) return null;
  const [head, rest] = body.split("::") as [string, string | undefined];
  const split = (part: string) => (part ? part.split(":").map((g) => Number.parseInt(g, 16)) : []);
  const front = split(head);
  const back = rest === undefined ? [] : split(rest);
  const groups =
    rest === undefined
      ? front
      : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? groups
    : null;
}

/** RFC 5952: lower-case hex without leading zeros, the longest run of two or more zero groups as "::". */
function formatIpv6(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength) [bestStart, bestLength] = [i, j - i];
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(":");
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLength).join(":")}`;
}
