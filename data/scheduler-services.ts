import type { ResourceKind } from "./store-capacity";

/** The services a customer can book online, with how long the work takes and what it takes it on. */
export interface SchedulerService {
  id: number;
  name: string;
  /** The name as it appears in links, e.g. /schedule?service=tire-rotation. */
  slug: string;
  /** Typical time the work takes (on site: once the crew is there). */
  durationMinutes: number;
  /**
   * The kind of work space it occupies for its whole length (data/store-capacity.ts). "field": the
   * work is done where the machine is, by a service truck booked for an arrival window.
   */
  resource: ResourceKind;
  /** Listed first when the scheduler is opened for commercial customers. */
  commercial: boolean;
}

export const schedulerServices: readonly SchedulerService[] = [
  {
    id: 1,
    name: "Tire Sales & Installation",
    slug: "tire-sales-installation",
    resource: "bay",
    durationMinutes: 60,
    commercial: false,
  },
  {
    id: 2,
    name: "Wheel Alignment",
    slug: "wheel-alignment",
    resource: "alignment",
    durationMinutes: 45,
    commercial: false,
  },
  {
    id: 3,
    name: "Oil Changes",
    slug: "oil-changes",
    resource: "bay",
    durationMinutes: 30,
    commercial: false,
  },
  {
    id: 4,
    name: "Brake Service",
    slug: "brake-service",
    resource: "bay",
    durationMinutes: 45,
    commercial: false,
  },
  {
    id: 5,
    name: "Commercial Tire Service",
    slug: "commercial-tire-service",
    resource: "truck-bay",
    durationMinutes: 90,
    commercial: true,
  },
  {
    id: 6,
    name: "OTR Tire Service",
    slug: "otr-tire-service",
    resource: "field",
    durationMinutes: 120,
    commercial: true,
  },
  {
    id: 7,
    name: "Industrial Tire Service",
    slug: "industrial-tire-service",
    resource: "field",
    durationMinutes: 90,
    commercial: true,
  },
  {
    id: 8,
    name: "Farm Tire Service",
    slug: "farm-tire-service",
    resource: "field",
    durationMinutes: 90,
    commercial: false,
  },
  {
    id: 9,
    name: "Mining Tire Service",
    slug: "mining-tire-service",
    resource: "field",
    durationMinutes: 120,
    commercial: true,
  },
  {
    id: 10,
    name: "Commercial Truck Alignment",
    slug: "commercial-truck-alignment",
    resource: "truck-bay",
    durationMinutes: 60,
    commercial: true,
  },
  // Advertised on the home page; every store does them.
  {
    id: 11,
    name: "Tire Rotation",
    slug: "tire-rotation",
    resource: "bay",
    durationMinutes: 30,
    commercial: false,
  },
  {
    id: 12,
    name: "Flat Tire Repair",
    slug: "flat-tire-repair",
    resource: "bay",
    durationMinutes: 30,
    commercial: false,
  },
];
