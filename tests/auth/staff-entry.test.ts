import { describe, expect, it } from "vitest";
import { staffEntrySchema } from "@/lib/auth/staff-list";

const entry = { email: "Sam.Ortiz@alleghenytire.example", name: " Sam Ortiz " };

describe("a staff-list entry as an operator submits it", () => {
  it("takes the sales desk without a store: the desk sells for every store", () => {
    expect(staffEntrySchema.parse({ ...entry, storeIds: [], salesDesk: true })).toEqual({
      email: "sam.ortiz@alleghenytire.example",
      name: "Sam Ortiz",
      storeIds: [],
      salesDesk: true,
    });
    expect(staffEntrySchema.parse({ ...entry, storeIds: ["3", "1", "3"] })).toMatchObject({
      storeIds: [1, 3],
      salesDesk: false,
    });
  });

  it("asks for a store or the sales desk", () => {
    const refused = staffEntrySchema.safeParse({ ...entry, storeIds: [] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      "Tick at least one store this person acts for, or the sales desk.",
    );
  });
});
