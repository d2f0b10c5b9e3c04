import { locations } from "@/data/locations";
import type { StaffMember } from "@/lib/staff/roles";

/** An operator: every store. */
export const OPERATOR: StaffMember = {
  email: "dana.whitt@alleghenytire.example",
  name: "Dana Whitt",
  roles: ["Staff.Operator"],
  storeIds: locations.map((l) => l.id),
  signedInWith: "microsoft",
};

/** A store's staff member, acting for the given stores only. */
export const storeMember = (...storeIds: number[]): StaffMember => ({
  email: "sam.counter@alleghenytire.example",
  name: "Sam Counter",
  roles: ["Staff.Store"],
  storeIds,
  signedInWith: "microsoft",
});
