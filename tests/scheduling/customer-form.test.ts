import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES } from "@/lib/scheduling/booking-checks";
import { customerFieldErrors, firstCustomerProblem } from "@/lib/booking-form/customer-form";
import { EMPTY_FORM } from "@/lib/booking-form/customer-fields";

const complete = {
  ...EMPTY_FORM,
  firstName: "Ada",
  lastName: "Hatfield",
  email: "ada@example.com",
  phone: "(276) 555-0142",
  vehicleYear: "2020",
  vehicleMake: "Ford",
  vehicleModel: "F-150",
};

describe("the information step's checks", () => {
  it("finds every field's problem at once", () => {
    expect(Object.keys(customerFieldErrors(EMPTY_FORM))).toEqual([
      "firstName",
      "lastName",
      "email",
      "phone",
      "vehicleYear",
      "vehicleMake",
      "vehicleModel",
    ]);
    expect(customerFieldErrors(complete)).toEqual({});
    expect(
      customerFieldErrors({ ...complete, firstName: "  ", email: "ada.example.com", phone: "(276) 555" }),
    ).toEqual({
      firstName: "Please enter your first name.",
      email: BOOKING_MESSAGES.email,
      phone: BOOKING_MESSAGES.phone,
    });
  });

  it("keeps SPEC's order for the one message above the buttons", () => {
    expect(firstCustomerProblem(EMPTY_FORM)).toBe(BOOKING_MESSAGES.required);
    expect(firstCustomerProblem({ ...complete, email: "ada.example.com", phone: "" })).toBe(
      BOOKING_MESSAGES.required,
    );
    expect(firstCustomerProblem({ ...complete, email: "ada@example", phone: "(276)" })).toBe(
      BOOKING_MESSAGES.email,
    );
    expect(firstCustomerProblem({ ...complete, phone: "(276)", vehicleYear: "" })).toBe(
      BOOKING_MESSAGES.phone,
    );
    expect(firstCustomerProblem({ ...complete, vehicleModel: "" })).toBe(BOOKING_MESSAGES.vehicle);
    expect(firstCustomerProblem(complete)).toBeNull();
  });
});
