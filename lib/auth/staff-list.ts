import "server-only";
import { z } from "zod";
import { locations } from "@/data/locations";
import { isEmailAddress } from "@/lib/core/address-rules";
import { getDatabase, type StaffListEntry } from "@/lib/db";
import { settings } from "@/lib/settings";
import { requireStaff } from "./require-staff";

export type { StaffListEntry };

const STORE_IDS = new Set(locations.map((l) => l.id));

/** One staff-list entry as an operator submits it. */
export const staffEntrySchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, "That e-mail address is too long.")
      .refine(isEmailAddress, "Enter the person's company e-mail address, like name@alleghenytire.example."),
    name: z
      .string()
      .trim()
      .min(1, "Enter the person's name as it should appear in appointment histories.")
      .max(80, "Keep the name under 80 characters.")
      .refine((name) => !/[\p{Cc}\p{Cf}<>]/u.test(name), "The name has characters we can't show."),
    storeIds: z
      .array(z.coerce.number().int())
      .max(STORE_IDS.size)
      .refine((ids) => ids.every((id) => STORE_IDS.has(id)), "Choose stores from the list.")
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
    /** On the sales desk: quote requests can be assigned to them (they may act for no store). */
    salesDesk: z.boolean().optional().default(false),
  })
  // Someone who acts for no store and is not on the sales desk is taken off the list instead (Remove).
  .refine((entry) => entry.storeIds.length > 0 || entry.salesDesk, {
    message: "Tick at least one store this person acts for, or the sales desk.",
  });

export type StaffEntryInput = z.input<typeof staffEntrySchema>;

export type StaffListOutcome = { ok: true; message: string } | { ok: false; message: string };

/** The staff list, for operators only. */
export async function readStaffList(): Promise<StaffListEntry[]> {
  await requireStaff("Staff.Operator");
  return (await getDatabase()).staff.staffList();
}

const storeNames = (ids: readonly number[]) =>
  ids.length === 0
    ? "no store"
    : ids.map((id) => locations.find((l) => l.id === id)?.name ?? `#${id}`).join(", ");

/** Adds or changes an entry (operators only): it applies to the person's next page. */
export async function saveStaffEntry(input: unknown): Promise<StaffListOutcome> {
  const operator = await requireStaff("Staff.Operator");
  const parsed = staffEntrySchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Check the entry." };
  const entry = parsed.data;
  // Only the company's own accounts act for a store: a personal address on the list is a mistake.
  const domains = settings().staffEmailDomains;
  if (!domains.includes(entry.email.slice(entry.email.lastIndexOf("@") + 1)))
    return {
      ok: false,
      message: `Enter the person's company e-mail address (ending in ${domains.map((d) => `@${d}`).join(" or ")}).`,
    };
  await (await getDatabase()).staff.saveStaffEntry(entry, operator.name, Date.now());
  return {
    ok: true,
    message: `Saved: ${entry.name} (${entry.email}) acts for ${storeNames(entry.storeIds)}${entry.salesDesk ? " and is on the sales desk" : ""}.`,
  };
}

/** Removes an entry (operators only): the person keeps their sign-in but sees no store. */
export async function removeStaffEntry(email: unknown): Promise<StaffListOutcome> {
  await requireStaff("Staff.Operator");
  const address = typeof email === "string" ? email.trim().toLowerCase() : "";
  const removed = address ? await (await getDatabase()).staff.removeStaffEntry(address) : false;
  return removed
    ? { ok: true, message: `Removed ${address} from the staff list.` }
    : { ok: false, message: "That person was not on the staff list." };
}
