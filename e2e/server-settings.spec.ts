import { expect, request as requests, test } from "./fixtures";
import { runFailingSite, startPrivateSite, type PrivateSite } from "./private-site";

// Sites of their own: one that must refuse to start, and two with the quote form's real limit
// (five a minute per client) behind nothing and behind one proxy.
test.skip(Boolean(process.env.E2E_BASE_URL), "starts sites of its own");

test("a bad setting stops the server, naming the variable and its rule but not the value", async () => {
  const secret = "only-twenty-six-characters";
  const { served, code, output } = await runFailingSite({ LINK_SECRET: secret, TRUSTED_PROXY_COUNT: "one" });
  expect(served).toBe(false);
  expect(code).toBe(1);
  expect(output).toContain("Invalid setting LINK_SECRET: must be at least 32 characters");
  expect(output).toContain(
    "Invalid setting TRUSTED_PROXY_COUNT: must be a whole number from 0 (no proxy in front) to 20",
  );
  expect(output).not.toContain(secret);
  expect(output).not.toMatch(/\bone\b/);
});

/**
 * Empty quote requests (a 400 each, counted by the limit like any other) with the headers given
 * for each, from 127.0.0.1 unless `host` says otherwise ("localhost" could be IPv4 or IPv6): the
 * status of each. Limits count per clock minute, so eleven requests put six in one minute even
 * when a minute ends among them: one client always meets a 429, and a 429 never comes from a
 * minute turning over.
 */
async function quotes(
  site: PrivateSite,
  count: number,
  headers: (i: number) => Record<string, string> = () => ({}),
  host = "127.0.0.1",
) {
  const context = await requests.newContext({ baseURL: site.baseURL.replace("localhost", host) });
  const statuses: number[] = [];
  for (let i = 0; i < count; i++)
    statuses.push((await context.post("/api/quotes", { data: {}, headers: headers(i) })).status());
  await context.dispose();
  return statuses;
}

test.describe("rate limits and forwarding headers", () => {
  test.describe.configure({ mode: "serial" });
  let direct: PrivateSite;
  let proxied: PrivateSite;
  test.beforeAll(async () => {
    // An empty TRUSTED_PROXY_COUNT is the default, whatever the runner's shell says.
    [direct, proxied] = await Promise.all([
      startPrivateSite({ RATE_LIMIT_MULTIPLIER: "1", TRUSTED_PROXY_COUNT: "" }),
      startPrivateSite({ RATE_LIMIT_MULTIPLIER: "1", TRUSTED_PROXY_COUNT: "1" }),
    ]);
  });
  test.afterAll(async () => Promise.all([direct?.stop(), proxied?.stop()]));

  test("behind nothing, a client that forges its address is still one client", async () => {
    // Each form twice at most: were any of them believed, no address would reach six.
    const forged: Record<string, string>[] = [
      { "X-Forwarded-For": "198.51.100.1" },
      { "X-Forwarded-For": "198.51.100.2, 198.51.100.3" },
      { "X-Forwarded-For": "", "X-Real-IP": "198.51.100.4" },
      { "X-Forwarded-For": "::ffff:198.51.100.5", Forwarded: "for=198.51.100.5" },
      { "X-Forwarded-For": " 198.051.100.006 " },
      { "X-Allegheny-Socket-Address": "198.51.100.7" },
    ];
    expect(await quotes(direct, 11, (i) => forged[i % forged.length]!)).toContain(429);
  });

  test("behind nothing, another machine is another client", async () => {
    // The IPv6 loopback is a second source address on this one machine, where it exists.
    const ipv6 = await fetch(`${direct.baseURL.replace("localhost", "[::1]")}/api/locations`).then(
      (response) => response.ok,
      () => false,
    );
    test.skip(!ipv6, "no IPv6 loopback here");
    // Refused, answered from the other address, refused again: the other address is a client of
    // its own. A minute may end among the three (a 400 first or last); the next three share one.
    const threeInARow = async () => [
      ...(await quotes(direct, 1)),
      ...(await quotes(direct, 1, undefined, "[::1]")),
      ...(await quotes(direct, 1)),
    ];
    expect(await quotes(direct, 11)).toContain(429);
    let seen = await threeInARow();
    if (seen[0] !== 429 || seen[2] !== 429) {
      await quotes(direct, 6);
      seen = await threeInARow();
    }
    expect(seen).toEqual([429, 400, 429]);
  });

  test("behind one proxy, the address it appended tells clients apart", async () => {
    const apart = await quotes(proxied, 11, (i) => ({ "X-Forwarded-For": `6.6.6.6, 203.0.113.${i + 1}` }));
    expect(apart).not.toContain(429);
    // One client, whatever it writes before the proxy's entry, is one client.
    const same = await quotes(proxied, 11, (i) => ({ "X-Forwarded-For": `6.6.6.${i}, 203.0.113.99` }));
    expect(same).toContain(429);
  });
});
