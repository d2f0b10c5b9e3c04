/**
 * Services worth doing in the same visit, right after the main one. Once the customer has chosen
 * the main service, the scheduler offers its add-ons as "Add to this visit" (only those the chosen
 * store offers); the booking does them back to back. Names are scheduler service names
 * (data/scheduler-services.ts).
 */
export interface VisitAddOn {
  /** The service the customer chose first. */
  main: string;
  /** The service offered with it. */
  addOn: string;
  /** Why it is worth adding, in one sentence for the customer. */
  reason: string;
}

export const visitAddOns: readonly VisitAddOn[] = [
  {
    main: "Tire Sales & Installation",
    addOn: "Wheel Alignment",
    reason: "New tires wear evenly and last longer when the wheels are aligned.",
  },
  {
    main: "Brake Service",
    addOn: "Wheel Alignment",
    reason: "Worth it if the vehicle pulls to one side or the steering wheel sits off-center.",
  },
  {
    main: "Oil Changes",
    addOn: "Tire Rotation",
    reason: "Done while the vehicle is on the lift; rotate every 5,000 to 8,000 miles.",
  },
  {
    main: "Tire Rotation",
    addOn: "Oil Changes",
    reason: "Done on the same lift while we're under the vehicle.",
  },
];
