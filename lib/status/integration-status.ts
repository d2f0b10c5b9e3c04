import { bookableLocations } from "@/data/locations";
import { getCalendarProvider } from "@/lib/calendar";
import { REQUIRED_GRAPH_SECRETS, readGraphConfig } from "@/lib/calendar/graph-config";
import { errorClass } from "@/lib/core/error-class";
import { getDatabase, type SchedulingDatabase } from "@/lib/db";
import { mailTransportKind } from "@/lib/mail/transport";
import { settings } from "@/lib/settings";
import { MAIL_DELIVERY } from "./mail-delivery";
import type { StatusAudience } from "./operations";

/**
 * The calendar writes' counts, and the newest write error: in its own words for staff, as its class
 * for anyone (a write error may quote what was sent; see StatusAudience).
 */
async function calendarSyncFor(db: SchedulingDatabase, audience: StatusAudience) {
  const summary = await db.calendarSummary();
  return audience === "staff" ? summary : { ...summary, lastError: errorClass(summary.lastError) };
}

/** SPEC's Outlook status response, plus the state of calendar writes waiting to be retried. */
export async function outlookStatus(audience: StatusAudience) {
  const config = readGraphConfig();
  const calendarSync = await calendarSyncFor(await getDatabase(), audience);
  if (!config) {
    return {
      status: "not_configured" as const,
      message:
        "Microsoft 365 credentials are not configured. Time slots are simulated and appointments are stored in our database only.",
      credentialsConfigured: false,
      tenantId: null,
      clientId: null,
      error: null,
      requiredSecrets: [...REQUIRED_GRAPH_SECRETS],
      // The settings allow all three or none, so without a configuration all three are missing.
      missingSecrets: [...REQUIRED_GRAPH_SECRETS],
      calendarSync,
    };
  }
  const connection = await getCalendarProvider().checkConnection();
  return {
    status: connection.ok ? ("configured" as const) : ("connection_failed" as const),
    message: connection.ok
      ? "Connected to Microsoft 365. Time slots come from the store calendars and new requests are added to them."
      : "Microsoft 365 credentials are set, but the connection failed. Time slots fall back to simulated data until it is fixed.",
    credentialsConfigured: true,
    tenantId: config.tenantId,
    clientId: config.clientId,
    error: connection.ok ? null : (connection.error ?? "Unknown error"),
    errorCode: connection.ok ? null : (connection.code ?? null),
    requiredSecrets: [...REQUIRED_GRAPH_SECRETS],
    missingSecrets: [],
    calendarSync,
  };
}

/** SPEC's calendar status response for the second status page. */
export async function calendarStatus(audience: StatusAudience) {
  const config = readGraphConfig();
  const provider = getCalendarProvider();
  const [connection, permissions] = config
    ? await Promise.all([provider.checkConnection(), provider.checkPermissions().catch(() => null)])
    : [null, null];
  const checkedAt = new Date().toISOString();
  const storeAccounts = await Promise.all(
    bookableLocations.map(async (location) => {
      if (!config)
        return {
          email: location.email,
          name: location.name,
          status: "not_configured",
          lastChecked: checkedAt,
          message: "Simulated availability",
        };
      const test = await provider.testCalendar(location.email);
      return {
        email: location.email,
        name: location.name,
        status: test.success ? "active" : "error",
        lastChecked: checkedAt,
        message: test.message,
      };
    }),
  );
  const transport = mailTransportKind();
  // Roles can be read only from a token: without one they are unknown, not "not granted".
  const known = connection?.ok ? permissions : null;
  return {
    calendarIntegration: !config ? "inactive" : connection?.ok ? "active" : "pending",
    emailService: MAIL_DELIVERY[transport].delivered,
    mailTransport: transport,
    database: (await getDatabase()).kind,
    azureConfig: {
      tenantId: Boolean(settings().azure?.tenantId),
      clientId: Boolean(settings().azure?.clientId),
      clientSecret: Boolean(settings().azure?.clientSecret),
    },
    permissions: {
      calendarsReadWrite: known?.calendarsReadWrite ?? null,
      calendarsRead: known?.calendarsRead ?? null,
      userReadAll: known?.userReadAll ?? null,
      mailSend: known?.mailSend ?? null,
    },
    connectionError: connection && !connection.ok ? (connection.error ?? null) : null,
    storeAccounts,
    calendarSync: await calendarSyncFor(await getDatabase(), audience),
  };
}
