import { hasRole, type StaffMember } from "./roles";

/** Who may open the dispatch board: the 24/7 desk and operators for every store, store staff for theirs. */
export const DISPATCH_ROLES = ["Staff.Dispatch", "Staff.Store"] as const;

/** The desk and operators see and run every store's calls. */
export const runsEveryStore = (member: Pick<StaffMember, "roles">) => hasRole(member, "Staff.Dispatch");

/** The stores whose calls the member sees (undefined: every store). */
export const callStoresOf = (member: Pick<StaffMember, "roles" | "storeIds">) =>
  runsEveryStore(member) ? undefined : member.storeIds;

/** May the member act for this store on a call (accept with its truck, or mark its crew's steps)? */
export const mayActForStore = (member: Pick<StaffMember, "roles" | "storeIds">, storeId: number | null) =>
  runsEveryStore(member) || (storeId !== null && member.storeIds.includes(storeId));
