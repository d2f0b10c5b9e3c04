import type { Location } from "@/data/locations";
import { schedulerServices, type SchedulerService } from "@/data/scheduler-services";

/** A store offers a service when one of its service names contains, or is contained in, the service's name (any case). */
export function storeOffersService(storeServices: readonly string[], serviceName: string): boolean {
  const wanted = serviceName.trim().toLowerCase();
  if (!wanted) return false;
  return storeServices.some((s) => {
    const offered = s.trim().toLowerCase();
    return offered.length > 0 && (offered.includes(wanted) || wanted.includes(offered));
  });
}

export function servicesOfferedAt(location: Pick<Location, "services">): SchedulerService[] {
  return schedulerServices.filter((service) => storeOffersService(location.services, service.name));
}

export function findSchedulerService(name: string): SchedulerService | undefined {
  const wanted = name.trim().toLowerCase();
  return schedulerServices.find((s) => s.name.toLowerCase() === wanted);
}

/** A service named in a link: its name (any case) or its slug. Anything else is no service. */
export function resolveLinkedService(nameOrSlug: string | null | undefined): SchedulerService | undefined {
  if (!nameOrSlug) return undefined;
  const wanted = nameOrSlug.trim().toLowerCase();
  return findSchedulerService(wanted) ?? schedulerServices.find((s) => s.slug === wanted);
}
