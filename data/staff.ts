/**
 * The opening staff list: which stores each store-staff account acts for. Operators keep it at
 * /admin/staff from then on (the database is the truth after the first start). Roles are not
 * here: they come from the company's Microsoft Entra app roles, in the ID token. Names are
 * made up, and addresses use the reserved `.example` domain.
 */
export interface StaffListSeed {
  email: string;
  name: string;
  storeIds: number[];
}

export const STAFF_LIST_SEED: readonly StaffListSeed[] = [
  { email: "dana.whitt@alleghenytire.example", name: "Dana Whitt", storeIds: [3] },
  { email: "marcus.boggs@alleghenytire.example", name: "Marcus Boggs", storeIds: [1] },
  { email: "leanne.fields@alleghenytire.example", name: "Leanne Fields", storeIds: [2, 8] },
  { email: "tom.keene@alleghenytire.example", name: "Tom Keene", storeIds: [4, 5] },
  { email: "renee.adkins@alleghenytire.example", name: "Renee Adkins", storeIds: [6] },
  { email: "paul.hostetler@alleghenytire.example", name: "Paul Hostetler", storeIds: [7] },
];
