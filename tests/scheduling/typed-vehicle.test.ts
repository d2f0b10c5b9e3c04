import { describe, expect, it } from "vitest";
import { vehicleLabel } from "@/components/schedule/wizard-helpers";
import { BOOKING_MESSAGES } from "@/lib/scheduling/booking-checks";
import {
  customerFieldErrors,
  firstCustomerProblem,
  TYPED_VEHICLE_MISSING,
} from "@/lib/booking-form/customer-form";
import { EMPTY_FORM, type CustomerForm } from "@/lib/booking-form/customer-fields";
import { newestVehicleYear, vehicleYearMessage, vehicleYearProblem } from "@/lib/scheduling/vehicle-text";

// Mid-2026: the newest vehicle year is 2027.
const NOW = Date.UTC(2026, 5, 15, 12);
const YEAR_MESSAGE = "Please enter the vehicle's 4-digit year (1900 to 2027).";

const typed: CustomerForm = {
  ...EMPTY_FORM,
  firstName: "Ada",
  lastName: "Hatfield",
  email: "ada@example.com",
  phone: "(276) 555-0142",
  vehicleUnlisted: "yes",
  vehicleYear: "2008",
  vehicleMake: "Chevrolet",
  vehicleModel: "Silverado 1500",
};

const errorsOf = (changes: Partial<CustomerForm>) => customerFieldErrors({ ...typed, ...changes }, NOW);

describe("a vehicle typed by hand", () => {
  it("takes any year from 1900 to next year, in four digits", () => {
    expect(newestVehicleYear(NOW)).toBe(2027);
    expect(vehicleYearMessage(NOW)).toBe(YEAR_MESSAGE);
    for (const year of ["1900", "1957", "2008", "2027", " 2008 "])
      expect(vehicleYearProblem(year, NOW)).toBeNull();
    for (const year of ["1899", "2028", "20081", "208", "08", "2k08", "２００８", "-2008", "2008.0", "0x7d8"])
      expect(vehicleYearProblem(year, NOW), year).toBe(YEAR_MESSAGE);
  });

  it("follows the calendar: next year moves on with the clock (read in UTC)", () => {
    expect(newestVehicleYear(Date.UTC(2030, 11, 31, 23, 59))).toBe(2031);
    expect(newestVehicleYear(Date.UTC(2031, 0, 1))).toBe(2032);
  });

  it("is complete with year, make and model; the trim is optional", () => {
    expect(customerFieldErrors(typed, NOW)).toEqual({});
    expect(firstCustomerProblem(typed, NOW)).toBeNull();
    expect(errorsOf({ vehicleTrim: "LT Z71" })).toEqual({});
  });

  it("words each field's own problem, next to the field", () => {
    expect(errorsOf({ vehicleYear: "", vehicleMake: " ", vehicleModel: "" })).toEqual({
      vehicleYear: "Please enter your vehicle's year.",
      vehicleMake: "Please enter your vehicle's make.",
      vehicleModel: "Please enter your vehicle's model.",
    });
    expect(errorsOf({ vehicleYear: "1899" })).toEqual({ vehicleYear: YEAR_MESSAGE });
    expect(errorsOf({ vehicleYear: "20081" })).toEqual({ vehicleYear: YEAR_MESSAGE });
    expect(errorsOf({ vehicleMake: "M".repeat(41) })).toEqual({
      vehicleMake: "Please keep the make to 40 characters or fewer.",
    });
    expect(errorsOf({ vehicleMake: "M".repeat(40), vehicleModel: "m".repeat(60) })).toEqual({});
    expect(errorsOf({ vehicleModel: "m".repeat(61), vehicleTrim: "t".repeat(61) })).toEqual({
      vehicleModel: "Please keep the model to 60 characters or fewer.",
      vehicleTrim: "Please keep the trim to 60 characters or fewer.",
    });
  });

  it("refuses control and invisible characters, which could forge mail headers", () => {
    for (const make of ["Ford\r\nBcc: x@example.com", "Fo\u0000rd", "Ford\u200b", "Fo\u202erd", "Fo\trd"])
      expect(errorsOf({ vehicleMake: make }).vehicleMake, JSON.stringify(make)).toBe(
        "Please remove unusual control characters from the make.",
      );
    expect(errorsOf({ vehicleModel: "F-150\u0007" }).vehicleModel).toBe(
      "Please remove unusual control characters from the model.",
    );
  });

  it("keeps markup as plain text (it is shown and mailed escaped, never run)", () => {
    const hostile = {
      vehicleMake: "<script>alert(1)</script>",
      vehicleModel: '"><img src=x onerror=alert(1)>',
    };
    expect(errorsOf(hostile)).toEqual({});
    expect(vehicleLabel({ ...typed, ...hostile })).toBe(
      '2008 <script>alert(1)</script> "><img src=x onerror=alert(1)>',
    );
  });

  it("gives one message above the buttons after SPEC's, then the vehicle's", () => {
    expect(firstCustomerProblem({ ...typed, firstName: "", vehicleYear: "1899" }, NOW)).toBe(
      BOOKING_MESSAGES.required,
    );
    expect(firstCustomerProblem({ ...typed, email: "ada@example", vehicleYear: "1899" }, NOW)).toBe(
      BOOKING_MESSAGES.email,
    );
    expect(firstCustomerProblem({ ...typed, phone: "(276)", vehicleYear: "1899" }, NOW)).toBe(
      BOOKING_MESSAGES.phone,
    );
    expect(firstCustomerProblem({ ...typed, vehicleModel: " " }, NOW)).toBe(TYPED_VEHICLE_MISSING);
    expect(firstCustomerProblem({ ...typed, vehicleYear: "1899" }, NOW)).toBe(YEAR_MESSAGE);
    expect(firstCustomerProblem({ ...typed, vehicleMake: "Ford\n" + "x" }, NOW)).toBe(
      "Please remove unusual control characters from the make.",
    );
  });

  it("is checked as a chosen vehicle once the option is off again", () => {
    const listed = { ...typed, vehicleUnlisted: "" as const };
    expect(customerFieldErrors({ ...listed, vehicleYear: "" }, NOW)).toEqual({
      vehicleYear: "Please select your vehicle's year.",
    });
    expect(firstCustomerProblem({ ...listed, vehicleModel: "" }, NOW)).toBe(BOOKING_MESSAGES.vehicle);
  });

  it("reads as one line on the confirmation, like a chosen one", () => {
    expect(vehicleLabel(typed)).toBe("2008 Chevrolet Silverado 1500");
    expect(
      vehicleLabel({ ...typed, vehicleMake: " Ford ", vehicleModel: "F-150 ", vehicleTrim: " XLT" }),
    ).toBe("2008 Ford F-150 XLT");
    expect(vehicleLabel({ ...typed, vehicleModel: "  " })).toBeNull();
  });
});
