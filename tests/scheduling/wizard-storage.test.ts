import { describe, expect, it } from "vitest";
import { EMPTY_FORM } from "@/lib/booking-form/customer-fields";
import {
  parseSavedWizard,
  serializeWizard,
  WIZARD_STORAGE_KEY,
  WIZARD_STORAGE_MAX_AGE_MS,
  WIZARD_STORAGE_VERSION,
  type SavedWizard,
} from "@/components/schedule/wizard-storage";

const NOW = Date.UTC(2026, 10, 20, 15, 0);
const saved: SavedWizard = {
  storeId: 5,
  serviceName: "Oil Changes",
  date: "2026-11-23",
  time: "09:30",
  addOns: ["Tire Rotation"],
  visit: "wait",
  form: {
    ...EMPTY_FORM,
    firstName: "Ada",
    email: "ada@example.com",
    phone: "(276) 555-0142",
    notes: "Spare too",
  },
  carried: {
    tire: { productId: "michelin-defender2-225-65r17", quantity: 4 },
    service: "tire-sales-installation",
  },
};
const envelope = (state: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ version: WIZARD_STORAGE_VERSION, savedAt: NOW, state, ...extra });

describe("the wizard's saved state", () => {
  it("is kept under a key of its own", () => {
    expect(WIZARD_STORAGE_KEY).toMatch(/^allegheny-tire:/);
  });

  it("reads back what was written", () => {
    expect(parseSavedWizard(serializeWizard(saved, NOW), NOW)).toEqual(saved);
  });

  it("ignores nothing, unreadable JSON and anything that is not our envelope", () => {
    for (const raw of [null, "", "{", "not json", "null", "42", '"text"', "[]", "{}", '{"state":{}}'])
      expect(parseSavedWizard(raw, NOW)).toBeNull();
  });

  it("ignores another version and a state saved too long ago or in the future", () => {
    expect(parseSavedWizard(envelope(saved, { version: WIZARD_STORAGE_VERSION + 1 }), NOW)).toBeNull();
    expect(parseSavedWizard(envelope(saved, { version: String(WIZARD_STORAGE_VERSION) }), NOW)).toBeNull();
    expect(parseSavedWizard(envelope(saved, { savedAt: "yesterday" }), NOW)).toBeNull();
    expect(parseSavedWizard(serializeWizard(saved, NOW - WIZARD_STORAGE_MAX_AGE_MS - 1), NOW)).toBeNull();
    expect(parseSavedWizard(serializeWizard(saved, NOW + 10 * 60_000), NOW)).toBeNull();
    expect(parseSavedWizard(serializeWizard(saved, NOW - 60_000), NOW)).toEqual(saved);
  });

  it("drops a bad field alone and keeps the rest", () => {
    const parsed = parseSavedWizard(
      envelope({
        ...saved,
        storeId: "5",
        serviceName: 7,
        form: {
          ...saved.form,
          lastName: { html: "<b>" },
          vehicleYear: "20201",
          notes: "x".repeat(1001),
          extra: "y",
        },
      }),
      NOW,
    );
    expect(parsed).toEqual({
      ...saved,
      storeId: null,
      serviceName: null,
      form: { ...saved.form, lastName: "", vehicleYear: "", notes: "" },
    });
  });

  it("keeps the tires and service brought in, and drops what is not a product id, slug or quantity", () => {
    const read = (carried: unknown) => parseSavedWizard(envelope({ ...saved, carried }), NOW)!.carried;
    expect(read(saved.carried)).toEqual(saved.carried);
    expect(read(undefined)).toEqual({ tire: null, service: null });
    expect(read({ tire: { productId: "<script>", quantity: 4 }, service: "Oil Changes" })).toEqual({
      tire: null,
      service: null,
    });
    expect(
      read({ tire: { productId: "michelin-defender2-225-65r17", quantity: 40 }, service: "oil-changes" }),
    ).toEqual({ tire: { productId: "michelin-defender2-225-65r17", quantity: 4 }, service: "oil-changes" });
  });

  it("keeps a time only with a real date, and re-formats the phone", () => {
    const parsed = parseSavedWizard(
      envelope({ ...saved, date: "2026-02-30", form: { ...saved.form, phone: "2765550142" } }),
      NOW,
    );
    expect(parsed).toMatchObject({ date: "", time: null, form: { phone: "(276) 555-0142" } });
    expect(parseSavedWizard(envelope({ ...saved, time: "25:00" }), NOW)).toMatchObject({ time: null });
    expect(parseSavedWizard(envelope({ ...saved, form: "nope" }), NOW)).toMatchObject({ form: EMPTY_FORM });
  });

  it("reads a state saved before add-ons and drop-offs existed as a plain wait, keeping the rest", () => {
    const older: Partial<SavedWizard> = { ...saved };
    delete older.addOns;
    delete older.visit;
    expect(parseSavedWizard(envelope(older), NOW)).toEqual({ ...saved, addOns: [], visit: "wait" });
  });

  it("keeps a drop-off, and reads an unknown visit as a wait", () => {
    expect(parseSavedWizard(envelope({ ...saved, visit: "drop-off" }), NOW)).toMatchObject({
      visit: "drop-off",
    });
    for (const visit of ["valet", 1, null, ["drop-off"]])
      expect(parseSavedWizard(envelope({ ...saved, visit }), NOW)).toMatchObject({ visit: "wait" });
  });

  it("keeps add-ons that are names, each once and at most three", () => {
    const parsed = (addOns: unknown) => parseSavedWizard(envelope({ ...saved, addOns }), NOW)?.addOns;
    expect(parsed("Tire Rotation")).toEqual([]);
    expect(
      parsed([7, "", "x".repeat(81), "Wheel Alignment", "Wheel Alignment", { name: "Oil Changes" }]),
    ).toEqual(["Wheel Alignment"]);
    expect(parsed(["A", "B", "C", "D"])).toEqual(["A", "B", "C"]);
  });
});
