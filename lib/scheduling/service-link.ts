import { VEHICLE_PARAMS, type LinkedVehicle } from "./schedule-link";
import { resolveLinkedService } from "./services";

/** A link into /schedule for a service (carried as its slug) and, when known, the vehicle. */
export function scheduleHref({
  service,
  vehicle,
}: {
  /** A scheduler service name; the link carries its slug. */
  service?: string;
  vehicle?: LinkedVehicle;
}): string {
  const params = new URLSearchParams();
  const linked = resolveLinkedService(service);
  if (linked) params.set("service", linked.slug);
  if (vehicle) {
    for (const [key, name] of Object.entries(VEHICLE_PARAMS) as [keyof LinkedVehicle, string][])
      if (vehicle[key]) params.set(name, vehicle[key]);
  }
  const query = params.toString();
  return query ? `/schedule?${query}` : "/schedule";
}
