import "server-only";
import { createHash } from "node:crypto";
import type { Location } from "@/data/locations";
import { readGraphConfig } from "./graph-config";
import { createGraphProvider } from "./graph-provider";
import { simulatedProvider } from "./simulated-provider";
import type { CalendarProvider, CalendarStore } from "./types";

export type { CalendarProvider, CalendarStore } from "./types";
export { simulatedProvider } from "./simulated-provider";

const holder = globalThis as unknown as { __calendar?: { key: string; provider: CalendarProvider } };

/** Microsoft Graph when the three Azure credentials are set, else the simulation. */
export function getCalendarProvider(): CalendarProvider {
  const config = readGraphConfig();
  // The secret enters the key only as a hash, so a rotated secret takes effect without a restart.
  const key = config ? createHash("sha256").update(JSON.stringify(config)).digest("hex") : "simulated";
  if (holder.__calendar?.key !== key) {
    holder.__calendar = { key, provider: config ? createGraphProvider(config) : simulatedProvider };
  }
  return holder.__calendar.provider;
}

export function calendarStoreOf(location: Location): CalendarStore {
  return {
    id: location.id,
    name: location.name,
    email: location.email,
    timeZone: location.timeZone,
    address: `${location.address}, ${location.city}, ${location.state} ${location.zip}`,
  };
}
