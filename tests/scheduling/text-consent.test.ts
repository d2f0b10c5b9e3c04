import { describe, expect, it } from "vitest";
import { validateBookingRequest } from "@/lib/scheduling/booking-request";
import { e164Us, TEXT_CONSENT_MESSAGES, usPhoneDigits } from "@/lib/scheduling/text-consent";
import { customerFieldErrors, firstCustomerProblem, textsBody } from "@/lib/booking-form/customer-form";
import { EMPTY_FORM, type CustomerForm } from "@/lib/booking-form/customer-fields";
import { bookingBodyOfPost, customerOfPost } from "@/lib/booking-form/booking-form";

const body = (texts?: unknown) => ({
  storeGroupEmail: "norton@alleghenytire.example",
  serviceName: "Oil Changes",
  date: "2030-01-07",
  time: "09:00",
  customer: { firstName: "Ada", lastName: "Hatfield", email: "ada@example.com", phone: "2765550142" },
  ...(texts === undefined ? {} : { texts }),
});

const form = (changes: Partial<CustomerForm>): CustomerForm => ({
  ...EMPTY_FORM,
  firstName: "Ada",
  lastName: "Hatfield",
  email: "ada@example.com",
  phone: "(276) 555-0142",
  vehicleUnlisted: "yes",
  vehicleYear: "2008",
  vehicleMake: "Ford",
  vehicleModel: "F-150",
  ...changes,
});

describe("US mobile numbers for texts", () => {
  it("takes ten digits in any format, with or without the country code, as E.164", () => {
    expect(e164Us("(304) 555-0123")).toBe("+13045550123");
    expect(e164Us("+1 304.555.0123")).toBe("+13045550123");
    expect(usPhoneDigits("13045550123")).toBe("3045550123");
  });

  it("refuses what no US mobile can be", () => {
    for (const typed of [
      "555-0123",
      "(104) 555-0123",
      "(304) 155-0123",
      "+44 20 7946 0958",
      "(876) 555-0123",
      "",
    ])
      expect(e164Us(typed)).toBeNull();
  });
});

describe("the booking request's texts", () => {
  it("is optional, and kept as E.164 with the agreement when given", () => {
    const without = validateBookingRequest(body());
    expect(without.ok && without.data.texts).toBeUndefined();
    const withTexts = validateBookingRequest(body({ mobile: "(304) 555-0123", consent: true }));
    expect(withTexts.ok && withTexts.data.texts).toEqual({ mobile: "+13045550123", consent: true });
  });

  it("needs the agreement in so many words, and a US number", () => {
    for (const consent of [false, "yes", 1, undefined])
      expect(validateBookingRequest(body({ mobile: "3045550123", consent }))).toEqual({
        ok: false,
        message: TEXT_CONSENT_MESSAGES.consent,
      });
    expect(validateBookingRequest(body({ mobile: "555-0123", consent: true }))).toEqual({
      ok: false,
      message: TEXT_CONSENT_MESSAGES.mobileInvalid,
    });
    expect(validateBookingRequest(body("yes"))).toEqual({
      ok: false,
      message: TEXT_CONSENT_MESSAGES.mobileMissing,
    });
  });
});

describe("the form's texts box", () => {
  it("adds nothing until ticked", () => {
    expect(textsBody(form({ textMobile: "(304) 555-0123" }))).toEqual({});
    expect(customerFieldErrors(form({ textMobile: "12" })).textMobile).toBeUndefined();
  });

  it("texts the phone above unless another mobile is typed", () => {
    expect(textsBody(form({ textUpdates: "yes" }))).toEqual({
      texts: { mobile: "(276) 555-0142", consent: true },
    });
    expect(textsBody(form({ textUpdates: "yes", textMobile: "(304) 555-0123" }))).toEqual({
      texts: { mobile: "(304) 555-0123", consent: true },
    });
  });

  it("names a mobile that can't take texts next to its field and above the button", () => {
    const typed = form({ textUpdates: "yes", textMobile: "(104) 555-0123" });
    expect(customerFieldErrors(typed).textMobile).toBe(TEXT_CONSENT_MESSAGES.mobileInvalid);
    expect(firstCustomerProblem(typed)).toBe(TEXT_CONSENT_MESSAGES.mobileInvalid);
  });

  it("is read from the plain form's post and sent on", () => {
    const posted = new FormData();
    for (const [k, v] of Object.entries({
      firstName: "Ada",
      lastName: "Hatfield",
      email: "ada@example.com",
      phone: "(276) 555-0142",
      textUpdates: "yes",
      storeGroupEmail: "norton@alleghenytire.example",
    }))
      posted.set(k, v);
    const customer = customerOfPost(posted);
    expect(customer.textUpdates).toBe("yes");
    expect(bookingBodyOfPost(posted, customer, false).texts).toEqual({
      mobile: "(276) 555-0142",
      consent: true,
    });
  });
});
