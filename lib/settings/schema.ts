import "server-only";
import { join } from "node:path";
import { z } from "zod";
import { DEFAULT_SITE_URL } from "@/lib/core/default-site-url";
import { isEmailAddress } from "@/lib/core/address-rules";

/** Environment variables as read: names to text. */
export type Env = Readonly<Record<string, string | undefined>>;

/** One setting that breaks its rule: the variable's name and the rule, never the value. */
export interface SettingProblem {
  name: string;
  rule: string;
}

/** Every broken setting, one line each ("Invalid setting LINK_SECRET: must be ..."). */
export class SettingsError extends Error {
  constructor(readonly problems: readonly SettingProblem[]) {
    super(problems.map(({ name, rule }) => `Invalid setting ${name}: ${rule}`).join("\n"));
    this.name = "SettingsError";
  }
}

// Plain settings: surrounding spaces are dropped, and an empty value is the same as none (so
// `DATABASE_URL=` in a shell or a process manager's file turns a setting off).
const plain = <T>(schema: z.ZodType<T, string>) =>
  z.preprocess((value) => (typeof value === "string" ? value.trim() || undefined : value), schema.optional());

// Secrets are taken as written; empty is none, but a value of only spaces is surely a mistake.
const secret = (rule?: { min: number; message: string }) =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .refine((value) => value.trim() !== "", "must not be blank")
      .refine((value) => !rule || value.length >= rule.min, rule?.message ?? "")
      .optional(),
  );

/**
 * LINK_SECRET: one key, or several separated by commas, newest first (the first signs, every one
 * is accepted, so keys can be rotated). Each key is taken as written, so a space beside a comma
 * would become part of a key: that is refused rather than silently breaking every link.
 */
const LINK_KEY_MIN = 32;
const linkKeys = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z
    .string()
    .transform((value) => value.split(","))
    .refine(
      (keys) => keys.every((key) => key.trim() !== ""),
      "must not be blank, nor have an empty key between commas",
    )
    .refine(
      (keys) => keys.every((key) => key.length >= LINK_KEY_MIN),
      `must be at least ${LINK_KEY_MIN} characters for each key (several keys: comma-separated, newest first)`,
    )
    .refine(
      (keys) => keys.every((key) => key.trim() === key),
      "must have no spaces at the start or end of a key (nor around the commas)",
    )
    .optional(),
);

const wholeNumber = (min: number, max: number, rule: string) =>
  plain(
    z
      .string()
      .regex(/^\d{1,15}$/, rule)
      .transform(Number)
      .refine((n) => n >= min && n <= max, rule),
  );

const urlWith = (protocols: readonly string[], rule: string) =>
  plain(z.string().refine((value) => protocols.includes(parsedUrl(value)?.protocol ?? ""), rule));

/** Both Graph libraries need https and a bare origin (the Graph client adds "/v1.0" itself). */
const httpsOrigin = (rule: string) =>
  plain(
    z
      .string()
      .refine((value) => parsedUrl(value)?.protocol === "https:", rule)
      .transform((value) => new URL(value).origin),
  );

const mailbox = (value: string) => isEmailAddress(value);
const CONTROL = /[\p{Cc}\p{Cf}]/u;
// "Name <address>" or a bare address; the name may be quoted.
const NAMED = /^[^<>]*<([^<>]+)>$/;
const mailFromRule = "must be one e-mail address, optionally as Name <address>, on one line";
const tokenRule = "must be letters, digits, - and _ only";

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The Microsoft 365 settings: all three make the calendars Graph's, none keeps them simulated. */
export const REQUIRED_GRAPH_SECRETS = ["AZURE_TENANT_ID", "AZURE_CLIENT_ID", "AZURE_CLIENT_SECRET"] as const;

/** Staff sign-in with Microsoft Entra ID: all four, or none (then STATUS_PASSWORD, if set). */
export const REQUIRED_SIGN_IN_SETTINGS = [
  "AUTH_ENTRA_TENANT_ID",
  "AUTH_ENTRA_CLIENT_ID",
  "AUTH_ENTRA_CLIENT_SECRET",
  "AUTH_SECRET",
] as const;

/** Azure Communication Services sends texts: its endpoint and number together, or neither. */
export const REQUIRED_SMS_SETTINGS = ["ACS_ENDPOINT", "ACS_SMS_FROM"] as const;

// An ACS access key is 64 bytes, base64-encoded; the SDK signs requests with the decoded bytes.
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** STAFF_EMAIL_DOMAINS: the company's mail domains, comma-separated ("alleghenytire.example"). */
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const mailDomains = plain(
  z
    .string()
    .transform((value) => value.split(",").map((d) => d.trim().toLowerCase()))
    .refine(
      (domains) => domains.every((d) => DOMAIN.test(d)),
      "must be mail domains like alleghenytire.example, comma-separated",
    ),
);

const variables = {
  PORT: wholeNumber(1, 65_535, "must be a whole number from 1 to 65535"),
  NEXT_PUBLIC_SITE_URL: urlWith(["http:", "https:"], "must be an http or https URL"),
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: plain(z.string().regex(/^[\w-]+$/, tokenRule)),
  NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID: plain(z.string().regex(/^[\w-]+$/, tokenRule)),
  DATA_DIR: plain(z.string()),
  DATABASE_URL: urlWith(["postgres:", "postgresql:"], "must be a postgres:// or postgresql:// URL"),
  DATABASE_POOL_SIZE: wholeNumber(1, 1000, "must be a whole number from 1 to 1000"),
  AZURE_TENANT_ID: plain(z.string()),
  AZURE_CLIENT_ID: plain(z.string()),
  AZURE_CLIENT_SECRET: plain(z.string()),
  GRAPH_AUTHORITY_HOST: httpsOrigin("must be an https URL"),
  GRAPH_BASE_URL: httpsOrigin("must be an https URL"),
  GRAPH_READ_TIMEOUT_MS: wholeNumber(1, 600_000, "must be a whole number of milliseconds from 1 to 600000"),
  SMTP_URL: urlWith(["smtp:", "smtps:"], "must be an smtp:// or smtps:// URL"),
  MAIL_FROM: plain(
    z.string().refine((value) => {
      if (CONTROL.test(value)) return false;
      return mailbox(NAMED.exec(value)?.[1]?.trim() ?? value);
    }, mailFromRule),
  ),
  OPS_EMAIL: plain(z.string().refine(mailbox, "must be one e-mail address")),
  STAFF_EMAIL_DOMAINS: mailDomains,
  AUTH_ENTRA_TENANT_ID: plain(z.string().regex(/^[\w.-]+$/, tokenRule)),
  AUTH_ENTRA_CLIENT_ID: plain(z.string().regex(/^[\w.-]+$/, tokenRule)),
  AUTH_ENTRA_CLIENT_SECRET: secret(),
  AUTH_ENTRA_AUTHORITY: httpsOrigin("must be an https URL"),
  AUTH_SECRET: secret({ min: 32, message: "must be at least 32 characters" }),
  STATUS_PASSWORD: secret(),
  LINK_SECRET: linkKeys,
  CALENDAR_CACHE_MS: wholeNumber(
    0,
    86_400_000,
    "must be a whole number of milliseconds from 0 (no cache) to 86400000",
  ),
  WORK_LEASE_MS: wholeNumber(
    1000,
    86_400_000,
    "must be a whole number of milliseconds from 1000 to 86400000",
  ),
  BACKGROUND_INTERVAL_MS: wholeNumber(
    100,
    86_400_000,
    "must be a whole number of milliseconds from 100 to 86400000",
  ),
  RATE_LIMIT_MULTIPLIER: plain(
    z
      .string()
      .regex(/^(\d{1,9}(\.\d{1,9})?|\.\d{1,9})$/, "must be a number greater than 0")
      .transform(Number)
      .refine((n) => n > 0, "must be a number greater than 0"),
  ),
  TRUSTED_PROXY_COUNT: wholeNumber(0, 20, "must be a whole number from 0 (no proxy in front) to 20"),
  SHUTDOWN_DRAIN_MS: wholeNumber(
    0,
    600_000,
    "must be a whole number of milliseconds from 0 (close at once) to 600000",
  ),
  SHUTDOWN_TIMEOUT_MS: wholeNumber(
    1000,
    600_000,
    "must be a whole number of milliseconds from 1000 to 600000",
  ),
  LOG_FORMAT: plain(
    z
      .string()
      .refine((value) => value === "text" || value === "json", 'must be "text" or "json"')
      .transform((value) => value as "text" | "json"),
  ),
  METRICS_TOKEN: secret({ min: 24, message: "must be at least 24 characters" }),
  ACS_ENDPOINT: httpsOrigin("must be an https URL (the Communication Services resource's endpoint)"),
  ACS_SMS_FROM: plain(
    z.string().regex(/^\+[1-9]\d{6,14}$/, "must be a phone number in E.164 form, e.g. +18005550199"),
  ),
  ACS_ACCESS_KEY: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.string().regex(BASE64, "must be the resource's access key as shown in Azure (base64)").optional(),
  ),
  SMS_WEBHOOK_SECRET: secret({ min: 24, message: "must be at least 24 characters" }),
};

/** The names of every variable the app reads (besides NODE_ENV and NEXT_RUNTIME). */
export const SETTING_NAMES = Object.keys(variables) as (keyof typeof variables)[];

const schema = z.object(variables).transform((env) => ({
  /** Port for `npm start`; Next.js reads it itself. */
  port: env.PORT ?? 3000,
  siteUrl: env.NEXT_PUBLIC_SITE_URL ?? DEFAULT_SITE_URL,
  googleMapsApiKey: env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY,
  googleMapsMapId: env.NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID ?? "DEMO_MAP_ID",
  dataDir: env.DATA_DIR ?? join(process.cwd(), ".data"),
  databaseUrl: env.DATABASE_URL,
  databasePoolSize: env.DATABASE_POOL_SIZE ?? 10,
  /** Null unless all three Azure values are set. */
  azure:
    env.AZURE_TENANT_ID && env.AZURE_CLIENT_ID && env.AZURE_CLIENT_SECRET
      ? {
          tenantId: env.AZURE_TENANT_ID,
          clientId: env.AZURE_CLIENT_ID,
          clientSecret: env.AZURE_CLIENT_SECRET,
        }
      : null,
  graphAuthorityHost: env.GRAPH_AUTHORITY_HOST ?? "https://login.microsoftonline.com",
  graphBaseUrl: env.GRAPH_BASE_URL ?? "https://graph.microsoft.com",
  graphReadTimeoutMs: env.GRAPH_READ_TIMEOUT_MS ?? 3000,
  smtpUrl: env.SMTP_URL,
  mailFrom: env.MAIL_FROM,
  opsEmail: env.OPS_EMAIL,
  /** The domains a staff-list address may have: the company's own mail. */
  staffEmailDomains: env.STAFF_EMAIL_DOMAINS ?? ["alleghenytire.example"],
  /** Staff sign-in with Microsoft Entra ID: null unless the tenant, client and secrets are all set. */
  entra:
    env.AUTH_ENTRA_TENANT_ID && env.AUTH_ENTRA_CLIENT_ID && env.AUTH_ENTRA_CLIENT_SECRET && env.AUTH_SECRET
      ? {
          tenantId: env.AUTH_ENTRA_TENANT_ID,
          clientId: env.AUTH_ENTRA_CLIENT_ID,
          clientSecret: env.AUTH_ENTRA_CLIENT_SECRET,
          authority: env.AUTH_ENTRA_AUTHORITY ?? "https://login.microsoftonline.com",
          secret: env.AUTH_SECRET,
        }
      : null,
  statusPassword: env.STATUS_PASSWORD,
  /** Keys for the links in e-mails, newest (the one that signs) first; empty: the database's key. */
  linkSecrets: env.LINK_SECRET ?? [],
  calendarCacheMs: env.CALENDAR_CACHE_MS ?? 30_000,
  workLeaseMs: env.WORK_LEASE_MS ?? 120_000,
  backgroundIntervalMs: env.BACKGROUND_INTERVAL_MS ?? 30_000,
  rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER ?? 1,
  trustedProxyCount: env.TRUSTED_PROXY_COUNT ?? 0,
  /** After SIGTERM: how long the instance keeps taking requests while the proxy stops sending them. */
  shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? 5_000,
  /** After SIGTERM: the most the whole shutdown may take before the process exits anyway. */
  shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS ?? 30_000,
  /** "json": one JSON object per log line, and one per request answered (for a log collector). */
  logFormat: env.LOG_FORMAT ?? "text",
  /** A bearer token for /api/metrics (a Prometheus scraper); staff who may see the status pages need none. */
  metricsToken: env.METRICS_TOKEN,
  /**
   * Texts through Azure Communication Services: null unless the endpoint and number are set. Without
   * an access key the Microsoft 365 app (AZURE_*) signs in instead.
   */
  acs:
    env.ACS_ENDPOINT && env.ACS_SMS_FROM
      ? { endpoint: env.ACS_ENDPOINT, from: env.ACS_SMS_FROM, accessKey: env.ACS_ACCESS_KEY ?? null }
      : null,
  /** The secret Event Grid adds to the texts webhook's address (?code=); without it the webhook is off. */
  smsWebhookSecret: env.SMS_WEBHOOK_SECRET,
}));

export type Settings = z.output<typeof schema>;

/**
 * The settings in `env`, checked and with their defaults, or a SettingsError naming every
 * variable that breaks its rule. Messages come from the rules above only: zod's own issues are
 * not passed on, since some would quote the value.
 */
export function parseSettings(env: Env): Settings {
  const result = schema.safeParse(env);
  const problems = new Map<string, string>();
  if (!result.success)
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? "");
      const rule =
        issue.code === "custom" || issue.code === "invalid_format" ? issue.message : "is not valid";
      if (!problems.has(name)) problems.set(name, rule);
    }
  for (const name of missingOf(REQUIRED_SIGN_IN_SETTINGS, env))
    problems.set(
      name,
      "must be set with AUTH_ENTRA_TENANT_ID, AUTH_ENTRA_CLIENT_ID, AUTH_ENTRA_CLIENT_SECRET and AUTH_SECRET (all four, or none)",
    );
  for (const name of missingOf(REQUIRED_GRAPH_SECRETS, env))
    problems.set(
      name,
      "must be set with AZURE_TENANT_ID, AZURE_CLIENT_ID and AZURE_CLIENT_SECRET (all three, or none)",
    );
  for (const name of missingOf(REQUIRED_SMS_SETTINGS, env))
    problems.set(name, "must be set with ACS_ENDPOINT and ACS_SMS_FROM (both, or neither)");
  const azureSet = REQUIRED_GRAPH_SECRETS.every((name) => env[name]?.trim());
  if (env.ACS_ENDPOINT?.trim() && !env.ACS_ACCESS_KEY && !azureSet)
    problems.set(
      "ACS_ACCESS_KEY",
      "must be set with ACS_ENDPOINT, unless AZURE_TENANT_ID, AZURE_CLIENT_ID and AZURE_CLIENT_SECRET are (the app then signs in to Communication Services)",
    );
  if (result.success && problems.size === 0) return result.data;
  throw new SettingsError([...problems].map(([name, rule]) => ({ name, rule })));
}

/** With some but not all of a group's values set: the ones missing. */
function missingOf(group: readonly string[], env: Env): string[] {
  const missing = group.filter((name) => !env[name]?.trim());
  return missing.length === group.length ? [] : missing;
}
