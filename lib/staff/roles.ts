/**
 * Who works on the staff pages. Roles are the app roles of the company's Microsoft Entra app
 * registration, as they arrive in the ID token's `roles` claim:
 * - Staff.Operator: every store, the status pages, retries and the staff list (and all the rest);
 * - Staff.Store: the stores the staff list gives them;
 * - Staff.Sales: the sales desk's quote requests;
 * - Staff.Dispatch: the 24/7 road-service desk: every store's breakdown calls on the dispatch board.
 */
export const STAFF_ROLES = ["Staff.Operator", "Staff.Store", "Staff.Sales", "Staff.Dispatch"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How the member proved who they are. */
export type SignedInWith = "microsoft" | "status-password" | "development";

export interface StaffMember {
  /** Their Microsoft 365 address (lower case); a fixed label for the shared password. */
  email: string;
  name: string;
  roles: readonly StaffRole[];
  /** The stores they act for: every store for operators, the staff list's for store staff. */
  storeIds: readonly number[];
  signedInWith: SignedInWith;
}

export const isStaffRole = (value: unknown): value is StaffRole =>
  (STAFF_ROLES as readonly unknown[]).includes(value);

/** Operators may do everything another role may. */
export function hasRole(member: Pick<StaffMember, "roles">, role: StaffRole): boolean {
  return member.roles.includes("Staff.Operator") || member.roles.includes(role);
}

export function actsForStore(member: Pick<StaffMember, "roles" | "storeIds">, storeId: number): boolean {
  return member.roles.includes("Staff.Operator") || member.storeIds.includes(storeId);
}
