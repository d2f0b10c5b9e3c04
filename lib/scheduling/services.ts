import type { Location } from "@/data/locations";
import { schedulerServices, type SchedulerService } from "@/data/scheduler-services";
import { storeCapacity, unitsOf } from "@/data/store-capacity";
import type { VisitService } from "./visit";

export { TIRE_INSTALLATION_SERVICE } from "./tire-installation";

/** A store offers a service when one of its service names contains, or is contained in, the service's name (any case). */
export function storeOffersService(storeServices: readonly string[], serviceName: string): boolean {
  const wanted = serviceName.trim().toLowerCase();
  if (!wanted) return false;
  return storeServices.some((s) => {
    const offered = s.trim().toLowerCase();
    return offered.length > 0 && (offered.includes(wanted) || wanted.includes(offered));
  });
}

/** Bookable at a store: the store names the service, and has at least one unit of the kind it takes. */
export function offersService(
  location: Pick<Location, "id" | "services">,
  service: SchedulerService,
): boolean {
  return (
    storeOffersService(location.services, service.name) &&
    unitsOf(storeCapacity(location.id), service.resource) > 0
  );
}

/**
 * Whether a store takes every service of a visit, by the rule above: the availability answers no
 * free time for a visit it does not take, as the booking refuses it. A visit sized by minutes alone
 * (not a service of the list) needs a unit of its kind.
 */
export function offersVisit(
  location: Pick<Location, "id" | "services">,
  services: readonly Pick<VisitService, "serviceName" | "kind">[],
): boolean {
  return services.every((s) => {
    const service = findSchedulerService(s.serviceName);
    return service ? offersService(location, service) : unitsOf(storeCapacity(location.id), s.kind) > 0;
  });
}

export function servicesOfferedAt(location: Pick<Location, "id" | "services">): SchedulerService[] {
  return schedulerServices.filter((service) => offersService(location, service));
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
