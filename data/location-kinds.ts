import { brand } from "./brand";
import type { Location, LocationKind } from "./locations";

/**
 * What each kind of location is, in the words its page uses. Facilities say plainly that they
 * take no service appointments, so nobody drives to the warehouse for an oil change.
 */
export interface LocationKindCopy {
  /** Above the page's heading, and beside facilities in lists: "Retread plant". */
  label: string;
  /** A paragraph on the location's page: what happens there and who it serves. */
  about: string;
}

export const locationKinds: Record<LocationKind, LocationKindCopy> = {
  store: {
    label: "Tire & service store",
    about: `Passenger, light-truck and commercial tires, mounted and balanced by technicians who do it every day, plus alignments, brakes and oil changes. Request an appointment online or call the store; walk-ins are welcome when the bays allow.`,
  },
  plant: {
    label: "Retread plant",
    about: `Our retread plant has rebuilt commercial truck casings since ${brand.retreadPlantOpened}, with every casing inspected and tracked from pickup to delivery. Fleets send casings through any of our stores or their account representative. The plant does not take service appointments or serve walk-in customers.`,
  },
  warehouse: {
    label: "Wholesale distribution center",
    about: `Our distribution center keeps our stores and independent dealers across the region stocked. Dealer orders and will-call pickup are for account customers; there are no retail sales or service appointments here.`,
  },
  office: {
    label: "Corporate office",
    about: `Our leadership team and the people behind national and fleet accounts, commercial credit and customer relations work here. There is no tire service at this address: for tires and service, visit one of our stores.`,
  },
};

/** The page title before the site's " | Allegheny Tire": says what and where. */
export function locationPageTitle(location: Location): string {
  return location.kind === "store"
    ? `${location.name} Tires & Service`
    : `${location.name}, ${location.city}, ${location.state}`;
}
