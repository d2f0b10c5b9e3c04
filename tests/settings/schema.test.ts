import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { settings } from "@/lib/settings";
import { parseSettings, SETTING_NAMES, SettingsError } from "@/lib/settings/schema";

/** The one problem `env` has, as the start-up message would print it. */
function problemWith(env: Record<string, string>): string {
  try {
    parseSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as SettingsError).message;
  }
  throw new Error(`accepted: ${JSON.stringify(env)}`);
}

const AZURE = { AZURE_TENANT_ID: "tenant", AZURE_CLIENT_ID: "client", AZURE_CLIENT_SECRET: "secret" };
const LONG_SECRET = "k".repeat(32);

describe("defaults", () => {
  it("are the embedded ones, with no variable set", () => {
    expect(parseSettings({})).toEqual({
      port: 3000,
      siteUrl: "https://www.alleghenytire.example",
      googleMapsApiKey: undefined,
      googleMapsMapId: "DEMO_MAP_ID",
      dataDir: join(process.cwd(), ".data"),
      databaseUrl: undefined,
      entra: null,
      databasePoolSize: 10,
      azure: null,
      graphAuthorityHost: "https://login.microsoftonline.com",
      graphBaseUrl: "https://graph.microsoft.com",
      graphReadTimeoutMs: 3000,
      smtpUrl: undefined,
      mailFrom: undefined,
      opsEmail: undefined,
      staffEmailDomains: ["alleghenytire.example"],
      statusPassword: undefined,
      linkSecrets: [],
      calendarCacheMs: 30_000,
      workLeaseMs: 120_000,
      backgroundIntervalMs: 30_000,
      rateLimitMultiplier: 1,
      trustedProxyCount: 0,
      shutdownDrainMs: 5_000,
      shutdownTimeoutMs: 30_000,
      logFormat: "text",
      metricsToken: undefined,
      acs: null,
      smsWebhookSecret: undefined,
    });
  });

  it("checks the operations settings, naming the rule", () => {
    const problem = (env: Record<string, string>) => {
      try {
        parseSettings(env);
        return null;
      } catch (error) {
        return (error as SettingsError).message;
      }
    };
    expect(problem({ LOG_FORMAT: "yaml" })).toBe('Invalid setting LOG_FORMAT: must be "text" or "json"');
    expect(problem({ METRICS_TOKEN: "short" })).toBe(
      "Invalid setting METRICS_TOKEN: must be at least 24 characters",
    );
    expect(problem({ SHUTDOWN_DRAIN_MS: "-1" })).toMatch(
      /^Invalid setting SHUTDOWN_DRAIN_MS: must be a whole number/,
    );
    expect(problem({ SHUTDOWN_TIMEOUT_MS: "10" })).toMatch(/^Invalid setting SHUTDOWN_TIMEOUT_MS: /);
    expect(parseSettings({ LOG_FORMAT: " json ", SHUTDOWN_DRAIN_MS: "0" })).toMatchObject({
      logFormat: "json",
      shutdownDrainMs: 0,
    });
  });

  it("apply to empty values too, as a shell's `NAME=` means none", () => {
    const empty = Object.fromEntries(SETTING_NAMES.map((name) => [name, ""]));
    expect(parseSettings(empty)).toEqual(parseSettings({}));
    expect(parseSettings({ DATABASE_URL: "  ", OPS_EMAIL: " " })).toMatchObject({
      databaseUrl: undefined,
      opsEmail: undefined,
    });
  });

  it("trust no proxy unless told how many stand in front", () => {
    expect(parseSettings({}).trustedProxyCount).toBe(0);
    expect(parseSettings({ TRUSTED_PROXY_COUNT: "1" }).trustedProxyCount).toBe(1);
    expect(parseSettings({ TRUSTED_PROXY_COUNT: " 2 " }).trustedProxyCount).toBe(2);
  });
});

describe("each rule", () => {
  const cases: { name: string; good: string[]; bad: string[]; rule: string }[] = [
    {
      name: "LINK_SECRET",
      good: [LONG_SECRET, `${"x".repeat(40)} with spaces`],
      bad: ["short", "k".repeat(31), " ".repeat(40)],
      rule: "must",
    },
    {
      name: "TRUSTED_PROXY_COUNT",
      good: ["0", "1", "20"],
      bad: ["-1", "one", "1.5", "21", "1,2", "0x1", "1e1"],
      rule: "must be a whole number from 0 (no proxy in front) to 20",
    },
    {
      name: "RATE_LIMIT_MULTIPLIER",
      good: ["1", "0.5", ".5", "1000"],
      bad: ["0", "-2", "ten", "1e3", "Infinity", "NaN"],
      rule: "must be a number greater than 0",
    },
    {
      name: "PORT",
      good: ["3000", "1", "65535"],
      bad: ["0", "65536", "http", "30 00"],
      rule: "must be a whole number from 1 to 65535",
    },
    {
      name: "DATABASE_POOL_SIZE",
      good: ["1", "10", "1000"],
      bad: ["0", "1001", "ten"],
      rule: "must be a whole number from 1 to 1000",
    },
    {
      name: "GRAPH_READ_TIMEOUT_MS",
      good: ["1", "3000"],
      bad: ["0", "soon", "-5", "2.5"],
      rule: "must be a whole number of milliseconds from 1 to 600000",
    },
    {
      name: "CALENDAR_CACHE_MS",
      good: ["0", "30000"],
      bad: ["-1", "off", "86400001"],
      rule: "must be a whole number of milliseconds from 0 (no cache) to 86400000",
    },
    {
      name: "WORK_LEASE_MS",
      good: ["1000", "120000"],
      bad: ["999", "soon"],
      rule: "must be a whole number of milliseconds from 1000 to 86400000",
    },
    {
      name: "BACKGROUND_INTERVAL_MS",
      good: ["100", "30000"],
      bad: ["99", "0", "often"],
      rule: "must be a whole number of milliseconds from 100 to 86400000",
    },
    {
      name: "NEXT_PUBLIC_SITE_URL",
      good: ["https://www.alleghenytire.example", "http://localhost:3000"],
      bad: ["www.alleghenytire.example", "ftp://example.com", "javascript:alert(1)"],
      rule: "must be an http or https URL",
    },
    {
      name: "GRAPH_AUTHORITY_HOST",
      good: ["https://login.microsoftonline.us"],
      bad: ["http://127.0.0.1:8443", "not a url"],
      rule: "must be an https URL",
    },
    {
      name: "GRAPH_BASE_URL",
      good: ["https://graph.microsoft.us/"],
      bad: ["http://graph.microsoft.com", "graph.microsoft.com"],
      rule: "must be an https URL",
    },
    {
      name: "DATABASE_URL",
      good: ["postgres://user:pw@localhost:5432/db", "postgresql://localhost/db"],
      bad: ["mysql://localhost/db", "localhost:5432", "/var/run/postgresql"],
      rule: "must be a postgres:// or postgresql:// URL",
    },
    {
      name: "SMTP_URL",
      good: ["smtp://127.0.0.1:2525", "smtps://user:pw@smtp.example.com:465"],
      bad: ["http://smtp.example.com", "smtp.example.com:25"],
      rule: "must be an smtp:// or smtps:// URL",
    },
    {
      name: "MAIL_FROM",
      good: [
        "appointments@alleghenytire.example",
        '"Allegheny Tire & Service" <appointments@alleghenytire.example>',
        "Allegheny Tire <appointments@alleghenytire.example>",
      ],
      bad: [
        "appointments",
        "Allegheny Tire <appointments>",
        "a@alleghenytire.example\r\nBcc: victim@example.com",
        "a@example.com, b@example.com",
      ],
      rule: "must be one e-mail address, optionally as Name <address>, on one line",
    },
    {
      name: "OPS_EMAIL",
      good: ["ops@alleghenytire.example", " ops@alleghenytire.example "],
      bad: ["ops", "Ops <ops@alleghenytire.example>", "a@example.com,b@example.com"],
      rule: "must be one e-mail address",
    },
    {
      name: "STATUS_PASSWORD",
      good: ["correct horse battery staple", "x"],
      bad: ["   ", "\t"],
      rule: "must not be blank",
    },
    {
      name: "NEXT_PUBLIC_GOOGLE_MAPS_API_KEY",
      good: ["AIzaSyA-abcdefghijklmnopqrstuvwxyz_0123"],
      bad: ["key with spaces", "key';alert(1)//"],
      rule: "must be letters, digits, - and _ only",
    },
    {
      name: "NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID",
      good: ["DEMO_MAP_ID", "8e0a97af9386fef"],
      bad: ["map id", "<script>"],
      rule: "must be letters, digits, - and _ only",
    },
  ];

  it.each(cases)("$name accepts good values and names its rule for bad ones", ({ name, good, bad, rule }) => {
    for (const value of good) expect(() => parseSettings({ [name]: value }), value).not.toThrow();
    for (const value of bad) {
      const message = problemWith({ [name]: value });
      expect(message).toMatch(new RegExp(`^Invalid setting ${name}: ${rule.replace(/[()]/g, "\\$&")}`));
      // The value itself never appears, however short or secret it is.
      if (value.trim().length > 2) expect(message).not.toContain(value.trim());
    }
  });

  it("LINK_SECRET: under 32 characters says so (no longer ignored in silence)", () => {
    expect(problemWith({ LINK_SECRET: "k".repeat(31) })).toBe(
      "Invalid setting LINK_SECRET: must be at least 32 characters for each key (several keys: comma-separated, newest first)",
    );
    expect(parseSettings({ LINK_SECRET: LONG_SECRET }).linkSecrets).toEqual([LONG_SECRET]);
  });

  it("LINK_SECRET: several keys, comma-separated, newest first, each at least 32 characters", () => {
    const older = "o".repeat(40);
    expect(parseSettings({ LINK_SECRET: `${LONG_SECRET},${older}` }).linkSecrets).toEqual([
      LONG_SECRET,
      older,
    ]);
    // One short key in the list is enough to refuse it, wherever it stands.
    for (const value of [`${LONG_SECRET},${"s".repeat(31)}`, `${"s".repeat(31)},${older}`])
      expect(problemWith({ LINK_SECRET: value })).toBe(
        "Invalid setting LINK_SECRET: must be at least 32 characters for each key (several keys: comma-separated, newest first)",
      );
    for (const value of [`${LONG_SECRET},`, `${LONG_SECRET},,${older}`, `,${LONG_SECRET}`])
      expect(problemWith({ LINK_SECRET: value })).toBe(
        "Invalid setting LINK_SECRET: must not be blank, nor have an empty key between commas",
      );
    // A space beside a comma would become part of a key and silently change it: refused.
    for (const value of [`${LONG_SECRET}, ${older}`, `${LONG_SECRET} ,${older}`, ` ${LONG_SECRET}`])
      expect(problemWith({ LINK_SECRET: value })).toBe(
        "Invalid setting LINK_SECRET: must have no spaces at the start or end of a key (nor around the commas)",
      );
  });

  it("Azure: all three values, or none; a partial set names each one missing", () => {
    expect(parseSettings(AZURE).azure).toEqual({
      tenantId: "tenant",
      clientId: "client",
      clientSecret: "secret",
    });
    expect(parseSettings({ ...AZURE, AZURE_TENANT_ID: " t " }).azure?.tenantId).toBe("t");
    const message = problemWith({ AZURE_TENANT_ID: "tenant" });
    expect(message.split("\n")).toEqual([
      "Invalid setting AZURE_CLIENT_ID: must be set with AZURE_TENANT_ID, AZURE_CLIENT_ID and AZURE_CLIENT_SECRET (all three, or none)",
      "Invalid setting AZURE_CLIENT_SECRET: must be set with AZURE_TENANT_ID, AZURE_CLIENT_ID and AZURE_CLIENT_SECRET (all three, or none)",
    ]);
    expect(message).not.toContain("tenant\n");
  });

  it("staff sign-in: the tenant, client, its secret and AUTH_SECRET together, or none", () => {
    const SIGN_IN = {
      AUTH_ENTRA_TENANT_ID: "aaaaaaaa-1111-4222-8333-bbbbbbbbbbbb",
      AUTH_ENTRA_CLIENT_ID: "eeeeeeee-7777-4888-9999-ffffffffffff",
      AUTH_ENTRA_CLIENT_SECRET: "client~secret",
      AUTH_SECRET: "s".repeat(32),
    };
    expect(parseSettings(SIGN_IN).entra).toEqual({
      tenantId: SIGN_IN.AUTH_ENTRA_TENANT_ID,
      clientId: SIGN_IN.AUTH_ENTRA_CLIENT_ID,
      clientSecret: "client~secret",
      authority: "https://login.microsoftonline.com",
      secret: "s".repeat(32),
    });
    expect(
      parseSettings({ ...SIGN_IN, AUTH_ENTRA_AUTHORITY: "https://127.0.0.1:9443/x" }).entra?.authority,
    ).toBe("https://127.0.0.1:9443");
    expect(problemWith({ ...SIGN_IN, AUTH_SECRET: "short" })).toBe(
      "Invalid setting AUTH_SECRET: must be at least 32 characters",
    );
    expect(problemWith({ AUTH_ENTRA_TENANT_ID: "tenant" }).split("\n")).toEqual(
      ["AUTH_ENTRA_CLIENT_ID", "AUTH_ENTRA_CLIENT_SECRET", "AUTH_SECRET"].map(
        (name) =>
          `Invalid setting ${name}: must be set with AUTH_ENTRA_TENANT_ID, AUTH_ENTRA_CLIENT_ID, AUTH_ENTRA_CLIENT_SECRET and AUTH_SECRET (all four, or none)`,
      ),
    );
    expect(problemWith({ ...SIGN_IN, AUTH_ENTRA_AUTHORITY: "http://login.example" })).toBe(
      "Invalid setting AUTH_ENTRA_AUTHORITY: must be an https URL",
    );
  });

  it("texts: the ACS endpoint and number together, with an access key or the Azure app", () => {
    const ACS = { ACS_ENDPOINT: "https://tires.communication.azure.com/", ACS_SMS_FROM: "+18005550199" };
    const KEY = Buffer.from("k".repeat(64)).toString("base64");
    expect(parseSettings({ ...ACS, ACS_ACCESS_KEY: KEY }).acs).toEqual({
      endpoint: "https://tires.communication.azure.com",
      from: "+18005550199",
      accessKey: KEY,
    });
    expect(parseSettings({ ...ACS, ...AZURE }).acs?.accessKey).toBeNull();
    expect(problemWith(ACS)).toBe(
      "Invalid setting ACS_ACCESS_KEY: must be set with ACS_ENDPOINT, unless AZURE_TENANT_ID, AZURE_CLIENT_ID and AZURE_CLIENT_SECRET are (the app then signs in to Communication Services)",
    );
    expect(problemWith({ ACS_ENDPOINT: ACS.ACS_ENDPOINT, ACS_ACCESS_KEY: KEY })).toBe(
      "Invalid setting ACS_SMS_FROM: must be set with ACS_ENDPOINT and ACS_SMS_FROM (both, or neither)",
    );
    expect(problemWith({ ...ACS, ACS_ACCESS_KEY: KEY, ACS_SMS_FROM: "800-555-0199" })).toBe(
      "Invalid setting ACS_SMS_FROM: must be a phone number in E.164 form, e.g. +18005550199",
    );
    expect(problemWith({ ...ACS, ACS_ACCESS_KEY: "not a key!" })).toBe(
      "Invalid setting ACS_ACCESS_KEY: must be the resource's access key as shown in Azure (base64)",
    );
    expect(problemWith({ ...ACS, ...AZURE, ACS_ENDPOINT: "http://acs.example" })).toBe(
      "Invalid setting ACS_ENDPOINT: must be an https URL (the Communication Services resource's endpoint)",
    );
    expect(problemWith({ SMS_WEBHOOK_SECRET: "short" })).toBe(
      "Invalid setting SMS_WEBHOOK_SECRET: must be at least 24 characters",
    );
  });

  it("Graph hosts are kept as bare origins, as both libraries need", () => {
    expect(
      parseSettings({
        GRAPH_AUTHORITY_HOST: "https://127.0.0.1:8443/some/path",
        GRAPH_BASE_URL: "https://g.example/",
      }),
    ).toMatchObject({ graphAuthorityHost: "https://127.0.0.1:8443", graphBaseUrl: "https://g.example" });
  });

  it("every broken variable is named at once, one line each", () => {
    const error = (() => {
      try {
        parseSettings({ LINK_SECRET: "short", TRUSTED_PROXY_COUNT: "x", SMTP_URL: "nope", PORT: "3000" });
      } catch (caught) {
        return caught as SettingsError;
      }
    })();
    expect(error?.problems.map((p) => p.name)).toEqual(["SMTP_URL", "LINK_SECRET", "TRUSTED_PROXY_COUNT"]);
    expect(error?.message.split("\n")).toHaveLength(3);
  });
});

describe("STAFF_EMAIL_DOMAINS", () => {
  it("is the company's domain unless set, and takes several, lower-cased", () => {
    expect(parseSettings({}).staffEmailDomains).toEqual(["alleghenytire.example"]);
    expect(
      parseSettings({ STAFF_EMAIL_DOMAINS: "AlleghenyTire.com, allegheny-tire.example" }).staffEmailDomains,
    ).toEqual(["alleghenytire.com", "allegheny-tire.example"]);
  });

  it("refuses what is not a mail domain", () => {
    for (const value of ["@alleghenytire.com", "alleghenytire", "a..b.com", "alleghenytire.com,", "x y.com"])
      expect(() => parseSettings({ STAFF_EMAIL_DOMAINS: value }), value).toThrow(/STAFF_EMAIL_DOMAINS/);
  });
});

describe("settings()", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of SETTING_NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it("follows the environment when it changes (as tests change it)", () => {
    process.env.TRUSTED_PROXY_COUNT = "2";
    expect(settings().trustedProxyCount).toBe(2);
    process.env.TRUSTED_PROXY_COUNT = "3";
    expect(settings().trustedProxyCount).toBe(3);
    delete process.env.TRUSTED_PROXY_COUNT;
    expect(settings().trustedProxyCount).toBe(0);
  });

  it("reuses one parsed object while nothing changed", () => {
    expect(settings()).toBe(settings());
  });

  it("throws a SettingsError on a bad value, naming it", () => {
    process.env.WORK_LEASE_MS = "soon";
    expect(() => settings()).toThrow(
      "Invalid setting WORK_LEASE_MS: must be a whole number of milliseconds from 1000 to 86400000",
    );
  });
});
