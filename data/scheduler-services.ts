/** The services a customer can book online, with how long the bay is taken. */
export interface SchedulerService {
  id: number;
  name: string;
  durationMinutes: number;
  /** Listed first when the scheduler is opened for commercial customers. */
  commercial: boolean;
}

export const schedulerServices: readonly SchedulerService[] = [
  { id: 1, name: "Tire Sales & Installation", durationMinutes: 60, commercial: false },
  { id: 2, name: "Wheel Alignment", durationMinutes: 45, commercial: false },
  { id: 3, name: "Oil Changes", durationMinutes: 30, commercial: false },
  { id: 4, name: "Brake Service", durationMinutes: 45, commercial: false },
  { id: 5, name: "Commercial Tire Service", durationMinutes: 90, commercial: true },
  { id: 6, name: "OTR Tire Service", durationMinutes: 120, commercial: true },
  { id: 7, name: "Industrial Tire Service", durationMinutes: 90, commercial: true },
  { id: 8, name: "Farm Tire Service", durationMinutes: 90, commercial: false },
  { id: 9, name: "Mining Tire Service", durationMinutes: 120, commercial: true },
  { id: 10, name: "Commercial Truck Alignment", durationMinutes: 60, commercial: true },
];
