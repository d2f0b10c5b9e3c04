import { createServer, type IncomingHttpHeaders } from "node:http";
import { connect, type AddressInfo } from "node:net";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { clientAddress, clientLimitKey, UNKNOWN_CLIENT } from "@/lib/http/client-address";
import { ipv6Network64, normaliseAddress } from "@/lib/http/ip-address";
import { recordSocketAddresses } from "@/lib/http/socket-address";
import { SOCKET_ADDRESS_HEADER } from "@/lib/http/socket-address-header";

/** A request as a route handler sees it: header lines in order, each name possibly repeated. */
function requestWith(lines: [string, string][]): Request {
  const headers = new Headers();
  for (const [name, value] of lines) headers.append(name, value);
  return new Request("http://localhost/api/contact", { method: "POST", headers });
}

const keyOf = (request: Request, trustedProxies?: number) =>
  clientLimitKey(clientAddress(request, trustedProxies));

// --- Spellings of one address ------------------------------------------------------------------

const ipv4Parts = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255));
const pad = (text: string, zeros: number) => "0".repeat(zeros) + text;
const spaces = fc.constantFrom("", " ", "  ", "\t", " \t ");
const randomCase = (text: string, upper: boolean[]) =>
  [...text].map((c, i) => (upper[i % upper.length] ? c.toUpperCase() : c)).join("");

/** The ways proxies, sockets and clients write one IPv4 address. */
const ipv4Spelling = (parts: number[]) =>
  fc
    .record({
      zeros: fc.array(fc.nat(3), { minLength: 4, maxLength: 4 }),
      form: fc.constantFrom("dotted", "mapped", "mapped-long", "mapped-hex", "port", "bracketed-mapped"),
      upper: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
      before: spaces,
      after: spaces,
    })
    .map(({ zeros, form, upper, before, after }) => {
      const dotted = parts.map((p, i) => pad(String(p), zeros[i]!)).join(".");
      const hex = [(parts[0]! << 8) | parts[1]!, (parts[2]! << 8) | parts[3]!].map((g) => g.toString(16));
      const text = {
        dotted,
        mapped: `::ffff:${dotted}`,
        "mapped-long": `0:0:0:0:0:ffff:${dotted}`,
        "mapped-hex": `::ffff:${hex.join(":")}`,
        port: `${dotted}:${1 + zeros[0]! * 1000}`,
        "bracketed-mapped": `[::ffff:${dotted}]:443`,
      }[form];
      return before + randomCase(text, upper) + after;
    });

const ipv6Groups = fc.array(fc.nat(0xffff), { minLength: 8, maxLength: 8 });

/** The ways one IPv6 address is written: full, with leading zeros, compressed anywhere, any case. */
const ipv6Spelling = (groups: number[]) =>
  fc
    .record({
      zeros: fc.boolean(),
      compress: fc.boolean(),
      upper: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
      bracket: fc.constantFrom("", "[]", "[]:8080"),
      zone: fc.constantFrom("", "%eth0", "%1"),
      before: spaces,
    })
    .map(({ zeros, compress, upper, bracket, zone, before }) => {
      const hex = groups.map((g) => (zeros ? g.toString(16).padStart(4, "0") : g.toString(16)));
      let text = hex.join(":");
      // Compress the first run of zero groups, wherever it is (not always the longest: RFC 4291 allows any).
      const start = groups.indexOf(0);
      if (compress && start >= 0) {
        let end = start;
        while (end < 8 && groups[end] === 0) end++;
        text = `${hex.slice(0, start).join(":")}::${hex.slice(end).join(":")}`;
      }
      text = randomCase(text, upper) + (bracket ? "" : zone);
      if (bracket === "[]") text = `[${text}]`;
      if (bracket === "[]:8080") text = `[${text}]:8080`;
      return before + text;
    });

describe("one address, one key", () => {
  it("every spelling of an IPv4 address gives the dotted decimal form", () => {
    fc.assert(
      fc.property(
        ipv4Parts.chain((parts) => fc.tuple(fc.constant(parts), ipv4Spelling(parts), ipv4Spelling(parts))),
        ([parts, one, other]) => {
          const canonical = parts.join(".");
          expect(normaliseAddress(one)).toBe(canonical);
          expect(normaliseAddress(other)).toBe(canonical);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("every spelling of an IPv6 address gives one RFC 5952 form", () => {
    fc.assert(
      fc.property(
        ipv6Groups
          .filter((g) => !(g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff))
          .chain((groups) => fc.tuple(ipv6Spelling(groups), ipv6Spelling(groups))),
        ([one, other]) => {
          const canonical = normaliseAddress(one);
          expect(canonical).not.toBeNull();
          expect(normaliseAddress(other)).toBe(canonical);
          expect(canonical).toBe(canonical!.toLowerCase());
          // Canonical is a fixed point.
          expect(normaliseAddress(canonical!)).toBe(canonical);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("agrees with RFC 5952's examples", () => {
    expect(normaliseAddress("2001:0db8:0000:0000:0000:0000:0002:0001")).toBe("2001:db8::2:1");
    expect(normaliseAddress("2001:db8:0:0:1:0:0:1")).toBe("2001:db8::1:0:0:1");
    expect(normaliseAddress("2001:db8:0:1:1:1:1:1")).toBe("2001:db8:0:1:1:1:1:1");
    expect(normaliseAddress("2001:DB8::0:1")).toBe("2001:db8::1");
    expect(normaliseAddress("0:0:0:0:0:0:0:1")).toBe("::1");
    expect(normaliseAddress("::")).toBe("::");
    expect(normaliseAddress("::ffff:1.2.3.4")).toBe("1.2.3.4");
    expect(normaliseAddress(" 001.002.003.004 ")).toBe("1.2.3.4");
  });

  it("reads anything else as no address", () => {
    for (const garbage of [
      "",
      " ",
      "unknown",
      "localhost",
      "1.2.3",
      "1.2.3.256",
      "1.2.3.4.5",
      "0x7f.0.0.1",
      "2130706433",
      "1.2.3.4, 5.6.7.8",
      "1:2:3:4:5:6:7:8:9",
      "12345::",
      "::ffff:1.2.3.999",
      "[1.2.3.4",
      "_gateway",
      "1".repeat(200),
    ])
      expect(normaliseAddress(garbage), garbage).toBeNull();
  });

  it("counts an IPv6 client by its /64, the block one subscriber is given", () => {
    expect(ipv6Network64("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(clientLimitKey("2001:db8:1:2::1")).toBe(clientLimitKey("2001:db8:1:2:ffff::9"));
    expect(clientLimitKey("2001:db8:1:2::1")).not.toBe(clientLimitKey("2001:db8:1:3::1"));
    expect(clientLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientLimitKey(UNKNOWN_CLIENT)).toBe(UNKNOWN_CLIENT);
  });
});

// --- Forged headers --------------------------------------------------------------------------

/** Header lines a client may send to look like someone else. */
const forgedLines = fc.array(
  fc.tuple(
    fc.constantFrom("x-forwarded-for", "X-Forwarded-For", "x-real-ip", "forwarded", "x-client-ip"),
    fc.oneof(
      ipv4Parts.chain((parts) => ipv4Spelling(parts)),
      fc.constantFrom("", " ", ",", " , ", "unknown", "127.0.0.1", "::1", "1.2.3.4, 5.6.7.8"),
      fc.string({ maxLength: 30 }).filter((s) => !/[\r\n\0]/.test(s) && s.trim() === s),
    ),
  ),
  { maxLength: 6 },
);

describe("behind nothing (TRUSTED_PROXY_COUNT=0)", () => {
  const socketAddresses = fc.oneof(
    ipv4Parts.map((parts) => parts.join(".")),
    ipv4Parts.map((parts) => `::ffff:${parts.join(".")}`),
    ipv6Groups.map((groups) => groups.map((g) => g.toString(16)).join(":")),
  );

  it("keys on the socket's address whatever forwarding headers the client sends", () => {
    fc.assert(
      fc.property(socketAddresses, forgedLines, (socket, forged) => {
        const honest = keyOf(requestWith([[SOCKET_ADDRESS_HEADER, socket]]), 0);
        expect(honest).not.toBe(UNKNOWN_CLIENT);
        // Before or after the socket line: the header is set by the server, never the client.
        expect(keyOf(requestWith([...forged, [SOCKET_ADDRESS_HEADER, socket]]), 0)).toBe(honest);
        expect(keyOf(requestWith([[SOCKET_ADDRESS_HEADER, socket], ...forged]), 0)).toBe(honest);
      }),
      { numRuns: 300 },
    );
  });

  it("never takes a forwarded address as the client's, even with no socket address", () => {
    fc.assert(
      fc.property(forgedLines, (forged) => {
        expect(clientAddress(requestWith(forged), 0)).toBe(UNKNOWN_CLIENT);
      }),
      { numRuns: 200 },
    );
  });

  it("is the default", () => {
    const request = requestWith([
      ["x-forwarded-for", "6.6.6.6"],
      [SOCKET_ADDRESS_HEADER, "::ffff:203.0.113.9"],
    ]);
    expect(clientAddress(request)).toBe("203.0.113.9");
  });
});

describe("behind N proxies", () => {
  it("takes the Nth entry from the right of all X-Forwarded-For lines; the client's own entries change nothing", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        forgedLines,
        fc.array(ipv4Parts, { minLength: 4, maxLength: 4 }),
        (proxies, forged, hops) => {
          // What our proxies appended: the outermost saw the client, the rest saw the proxy before.
          const appended = hops.slice(0, proxies).map((parts) => parts.join("."));
          const honest = keyOf(requestWith([["x-forwarded-for", appended.join(", ")]]), proxies);
          expect(honest).toBe(appended[0]);
          const clientLines = forged.filter(([name]) => name.toLowerCase() === "x-forwarded-for");
          const others = forged.filter(([name]) => name.toLowerCase() !== "x-forwarded-for");
          // The client's lines come first (sent twice, empty, garbage); our proxies' come last.
          const lines: [string, string][] = [
            ...others,
            ...clientLines,
            ...appended.map((hop): [string, string] => ["x-forwarded-for", hop]),
          ];
          expect(keyOf(requestWith(lines), proxies)).toBe(honest);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("normalises what the proxy wrote, and falls back to the socket without the header", () => {
    expect(clientAddress(requestWith([["x-forwarded-for", "6.6.6.6, ::FFFF:203.000.113.007"]]), 1)).toBe(
      "203.0.113.7",
    );
    expect(clientAddress(requestWith([["x-forwarded-for", "203.0.113.7"]]), 3)).toBe("203.0.113.7");
    expect(clientAddress(requestWith([[SOCKET_ADDRESS_HEADER, "10.0.0.2"]]), 1)).toBe("10.0.0.2");
    expect(clientAddress(requestWith([["x-forwarded-for", "6.6.6.6, garbage"]]), 1)).toBe(UNKNOWN_CLIENT);
    // X-Real-IP is never read: nothing says who wrote it.
    expect(clientAddress(requestWith([["x-real-ip", "198.51.100.4"]]), 1)).toBe(UNKNOWN_CLIENT);
  });
});

// --- The server's own stamp ----------------------------------------------------------------

describe("the socket address header", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  /** Sends raw request text to a real HTTP server and answers the headers the handler saw. */
  async function headersSeen(rawRequest: string): Promise<IncomingHttpHeaders> {
    recordSocketAddresses();
    let seen: IncomingHttpHeaders | undefined;
    const server = createServer((request, response) => {
      seen = request.headers;
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.end(rawRequest));
      socket.on("data", () => {});
      socket.on("end", resolve);
      socket.on("error", reject);
    });
    if (!seen) throw new Error("the handler saw no request");
    return seen;
  }

  it("is the peer's address, replacing whatever the client sent under that name", async () => {
    const seen = await headersSeen(
      [
        "GET / HTTP/1.1",
        "Host: localhost",
        `${SOCKET_ADDRESS_HEADER}: 6.6.6.6`,
        `${SOCKET_ADDRESS_HEADER.toUpperCase()}: 7.7.7.7`,
        "X-Forwarded-For: 8.8.8.8",
        "X-Real-IP: 9.9.9.9",
        "Connection: close",
        "",
        "",
      ].join("\r\n"),
    );
    expect(seen[SOCKET_ADDRESS_HEADER]).toBe("127.0.0.1");
    const request = new Request("http://localhost/", {
      headers: Object.entries(seen).map(([name, value]): [string, string] => [name, String(value)]),
    });
    expect(clientAddress(request, 0)).toBe("127.0.0.1");
  });

  it("is set for a request sent with Expect: 100-continue too", async () => {
    const seen = await headersSeen(
      [
        "POST / HTTP/1.1",
        "Host: localhost",
        `${SOCKET_ADDRESS_HEADER}: 6.6.6.6`,
        "Expect: 100-continue",
        "Content-Length: 0",
        "Connection: close",
        "",
        "",
      ].join("\r\n"),
    );
    expect(seen[SOCKET_ADDRESS_HEADER]).toBe("127.0.0.1");
  });
});
