/**
 * The bookable service tires are installed under, named exactly as data/scheduler-services.ts
 * names it. A module of its own so the tire pages' links can name it without loading the list of
 * services.
 */
export const TIRE_INSTALLATION_SERVICE = "Tire Sales & Installation";
