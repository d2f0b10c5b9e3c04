import { actsForStore, hasRole, type StaffMember } from "@/lib/staff/roles";
import {
  STOCK_LOCATION_IDS,
  stockLocationName,
  type PlacedRow,
  type RefusedRow,
} from "@/lib/inventory/stock-rules";

/**
 * Who may set which counts: operators every location's, the warehouse's included; a store's staff
 * their own stores' (the stores their account is linked to), so a store can correct its shelf
 * without an operator.
 */
export function countableLocations(member: Pick<StaffMember, "roles" | "storeIds">): number[] {
  return STOCK_LOCATION_IDS.filter((id) => actsForStore(member, id));
}

/** The words for what a member may update, for the upload's page. */
export function countableLocationsText(member: Pick<StaffMember, "roles" | "storeIds">): string {
  if (hasRole(member, "Staff.Operator")) return "every location, the warehouse included";
  const names = countableLocations(member).map(stockLocationName);
  return names.length ? names.join(", ") : "no location yet (your account is not linked to a store)";
}

/** The rows for locations this member may not update: the whole update is then refused. */
export function rowsOutsideMember(
  rows: readonly PlacedRow[],
  member: Pick<StaffMember, "roles" | "storeIds">,
): RefusedRow[] {
  const allowed = new Set(countableLocations(member));
  const may = countableLocationsText(member);
  return rows
    .filter(({ row }) => !allowed.has(row.locationId))
    .map(({ at, row }) => ({
      ...at,
      reason: `Your account updates the stock of ${may}, not of ${stockLocationName(row.locationId)} (location ${row.locationId}).`,
    }));
}
