/** One signed-in staff member's session; only a keyed hash of the cookie's value is kept. */
export interface StaffSessionRecord {
  idHash: string;
  email: string;
  name: string;
  roles: string[];
  createdAt: number;
  expiresAt: number;
}

/** One row of the staff list: which stores an account acts for. */
export interface StaffListEntry {
  email: string;
  name: string;
  storeIds: number[];
  /** On the sales desk: quote requests can be assigned to them. */
  salesDesk: boolean;
  updatedAt: number;
  /** Who last changed it, or null for the opening list. */
  updatedBy: string | null;
}

/** The staff tables: sessions, the staff list, and the count of wrong status passwords. */
export interface StaffStore {
  createSession(session: StaffSessionRecord): Promise<void>;
  /** The live session with this hash, or null (unknown, signed out or expired). */
  findSession(idHash: string, now: number): Promise<StaffSessionRecord | null>;
  deleteSession(idHash: string): Promise<void>;
  staffList(): Promise<StaffListEntry[]>;
  staffEntry(email: string): Promise<StaffListEntry | null>;
  saveStaffEntry(
    entry: Omit<StaffListEntry, "updatedAt" | "updatedBy" | "salesDesk"> & { salesDesk?: boolean },
    by: string,
    now: number,
  ): Promise<void>;
  /** Removes an entry; false when there was none. */
  removeStaffEntry(email: string): Promise<boolean>;
  /** Failures counted under `key` in the window starting at `windowStart` (shared by every instance). */
  failures(key: string, windowStart: number): Promise<number>;
  countFailure(key: string, windowStart: number, expiresAt: number): Promise<number>;
}
