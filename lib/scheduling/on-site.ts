/**
 * On-site service: farm, OTR, mining and industrial tire work done where the machine is, by a
 * service truck booked for an arrival window. Dependency-free so the browser form and
 * POST /api/bookAppointment word the same rules the same way.
 */

export interface ArrivalWindow {
  id: "morning" | "afternoon";
  /** On the store's clock, "HH:MM": the time the booking carries. */
  start: string;
  end: string;
  /** "7:30 AM to 12:00 PM". */
  hours: string;
  /** "Morning, 7:30 AM to 12:00 PM". */
  label: string;
}

/** Each window takes one truck for its whole length, in the store's time zone. */
export const ARRIVAL_WINDOWS: readonly ArrivalWindow[] = [
  {
    id: "morning",
    start: "07:30",
    end: "12:00",
    hours: "7:30 AM to 12:00 PM",
    label: "Morning, 7:30 AM to 12:00 PM",
  },
  {
    id: "afternoon",
    start: "12:00",
    end: "16:30",
    hours: "12:00 PM to 4:30 PM",
    label: "Afternoon, 12:00 PM to 4:30 PM",
  },
];

/** The window that starts at a time ("07:30"), if any. */
export function arrivalWindowAt(time: string): ArrivalWindow | undefined {
  return ARRIVAL_WINDOWS.find((w) => w.start === time);
}

/** Where the work is and what it is on, as the customer gave it. */
export interface WorkSite {
  street: string;
  city: string;
  /** Two-letter US state. */
  state: string;
  zip: string;
  /** Gate code, field, pit, building: how the crew finds the machine. */
  directions: string;
  /** Kind, make and model, e.g. "Tractor, John Deere 8R 410". */
  machine: string;
  tireSize: string;
  /** Which tire, e.g. "rear left". */
  position: string;
}

export const SITE_LIMITS = {
  street: 120,
  city: 60,
  directions: 500,
  machine: 120,
  tireSize: 40,
  position: 60,
} as const;

/** The customer-facing refusals, in the order the fields are checked. */
export const SITE_MESSAGES = {
  missing: "Please tell us where the work is: street or road, city, state and zip code.",
  street: "Please enter the street or road where the work is.",
  city: "Please enter the city or town where the work is.",
  state: "Please choose the state where the work is.",
  zip: "Please enter the 5-digit zip code where the work is.",
  machine: "Please tell us the machine: its kind, make and model.",
  unsafe: "Please remove unusual control characters from the site details.",
  tooLong: (field: string, max: number) => `Please keep the ${field} under ${max} characters.`,
  vehicleNotWanted:
    "On-site service is for the machine at your site, not a car. Please describe the machine instead of a vehicle.",
  siteNotWanted: "A work site is only taken for on-site services. Please leave it out for work at the store.",
  addOnsNotWanted: "On-site service is booked on its own. Please remove the extra services.",
  dropOffNotWanted:
    "On-site service comes to you: there is nothing to drop off. Please choose an arrival window.",
  window: "Please choose a morning or afternoon arrival window.",
} as const;

// US states and DC: the stores' five and their neighbours are the likely ones, but a fleet may
// call us from anywhere; the service radius decides whether we can go.
export const US_STATES: readonly (readonly [code: string, name: string])[] = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
];

const STATE_CODES = new Set(US_STATES.map(([code]) => code));
export const isStateCode = (value: string) => STATE_CODES.has(value);
export const stateName = (code: string) => US_STATES.find(([c]) => c === code)?.[1] ?? code;

/** "1450 Mill Creek Rd, Max Meadows, VA 24360". */
export function siteAddressLine(site: Pick<WorkSite, "street" | "city" | "state" | "zip">): string {
  return `${site.street}, ${site.city}, ${site.state} ${site.zip}`;
}

/** "18.4-38, rear left", or whichever of the two was given. */
export function siteTireText(site: Pick<WorkSite, "tireSize" | "position">): string {
  return [site.tireSize, site.position].filter(Boolean).join(", ");
}

/** The site as labelled lines, for e-mails and staff pages (empty optional fields left out). */
export function siteLines(site: WorkSite): [label: string, value: string][] {
  const lines: [string, string][] = [
    ["Site", siteAddressLine(site)],
    ["Machine", site.machine],
  ];
  const tire = siteTireText(site);
  if (tire) lines.push(["Tire", tire]);
  if (site.directions) lines.push(["Directions", site.directions]);
  return lines;
}
