import { describe, expect, it } from "vitest";
import { EMPTY_FORM } from "@/lib/booking-form/customer-fields";
import {
  parseSavedWizard,
  serializeWizard,
  WIZARD_STORAGE_VERSION,
  type SavedWizard,
} from "@/components/schedule/wizard-storage";

const NOW = Date.UTC(2026, 10, 20, 15, 0);
const saved: SavedWizard = {
  storeId: 5,
  serviceName: "Oil Changes",
  date: "2026-11-23",
  time: "09:30",
  addOns: [],
  visit: "wait",
  form: {
    ...EMPTY_FORM,
    firstName: "Ada",
    vehicleUnlisted: "yes",
    vehicleYear: "2008",
    vehicleMake: "Chevrolet",
    vehicleModel: "Silverado 1500",
  },
  carried: { tire: null, service: null },
};
const envelope = (form: unknown) =>
  JSON.stringify({ version: WIZARD_STORAGE_VERSION, savedAt: NOW, state: { ...saved, form } });

describe("the saved form's 'My vehicle isn't listed' choice", () => {
  it("comes back with the typed vehicle after a reload", () => {
    expect(parseSavedWizard(serializeWizard(saved, NOW), NOW)).toEqual(saved);
  });

  it("reads a form saved before the choice existed as a vehicle from the lists", () => {
    const older: Record<string, unknown> = { ...saved.form };
    delete older.vehicleUnlisted;
    expect(parseSavedWizard(envelope(older), NOW)?.form).toEqual({ ...saved.form, vehicleUnlisted: "" });
  });

  it("takes only our own 'yes', dropping anything else alone", () => {
    for (const value of [true, "true", "YES", 1, ["yes"], { yes: true }, "yes ".repeat(9)])
      expect(parseSavedWizard(envelope({ ...saved.form, vehicleUnlisted: value }), NOW)?.form).toEqual({
        ...saved.form,
        vehicleUnlisted: "",
      });
  });
});
