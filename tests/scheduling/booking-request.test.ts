import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES, validateBookingRequest } from "@/lib/scheduling/booking-request";

const valid = {
  storeGroupEmail: "norton@alleghenytire.example",
  serviceName: "Tire Sales & Installation",
  durationMinutes: 60,
  date: "2026-11-23",
  time: "09:00",
  customer: { firstName: "Ada", lastName: "Hatfield", email: "ada@example.com", phone: "(276) 555-0142" },
  vehicle: { year: "2020", make: "Ford", model: "F-150", trim: "XLT" },
  comments: "",
};

const without = (path: string[]) => {
  const copy = structuredClone(valid) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path.at(-1)!] = "";
  return copy;
};

describe("booking validation", () => {
  it("accepts a complete request and normalizes the phone to ten digits", () => {
    const result = validateBookingRequest(valid);
    expect(result.ok).toBe(true);
    expect(result.ok && result.data.customer.phone).toBe("2765550142");
  });

  it("checks the selection first, then the required fields, then the e-mail", () => {
    for (const field of ["storeGroupEmail", "serviceName", "date", "time"]) {
      expect(validateBookingRequest(without([field]))).toEqual({
        ok: false,
        message: BOOKING_MESSAGES.selection,
      });
    }
    for (const field of ["firstName", "lastName", "email", "phone"]) {
      expect(validateBookingRequest(without(["customer", field]))).toEqual({
        ok: false,
        message: BOOKING_MESSAGES.required,
      });
    }
    const badEmail = { ...valid, customer: { ...valid.customer, email: "ada at example" } };
    expect(validateBookingRequest(badEmail)).toEqual({
      ok: false,
      message: "Please enter a valid email address.",
    });
    // Order: a missing selection wins over a bad e-mail.
    expect(validateBookingRequest({ ...badEmail, time: "" })).toEqual({
      ok: false,
      message: BOOKING_MESSAGES.selection,
    });
  });

  it("uses SPEC's exact wording", () => {
    expect(BOOKING_MESSAGES).toMatchObject({
      selection: "Please complete all required selection steps before submitting.",
      required: "Please fill in all required fields (Name, Email, Phone).",
      email: "Please enter a valid email address.",
    });
  });

  it("rejects short phones, impossible dates, bad times and header-injection attempts", () => {
    expect(
      validateBookingRequest({ ...valid, customer: { ...valid.customer, phone: "555-0142" } }),
    ).toMatchObject({ ok: false });
    expect(validateBookingRequest({ ...valid, date: "2026-02-30" })).toMatchObject({ ok: false });
    expect(validateBookingRequest({ ...valid, time: "25:00" })).toMatchObject({ ok: false });
    const injected = {
      ...valid,
      customer: { ...valid.customer, firstName: "Ada\r\nBcc: victim@example.com" },
    };
    expect(validateBookingRequest(injected)).toMatchObject({ ok: false });
    const injectedEmail = { ...valid, customer: { ...valid.customer, email: "ada@example.com\nBcc:x@y.z" } };
    expect(validateBookingRequest(injectedEmail)).toMatchObject({ ok: false });
  });

  it("accepts only e-mail domains that are host names, international ones included", () => {
    const withEmail = (email: string) =>
      validateBookingRequest({ ...valid, customer: { ...valid.customer, email } });
    // Found by the mail-header fuzz test: mail software turned this domain into "z.xn--z?/-dma".
    for (const email of ["ada@Z.Z?/é", "ada@example.com/x", "ada@-example.com", "ada@example..com"]) {
      expect(withEmail(email), email).toEqual({ ok: false, message: BOOKING_MESSAGES.email });
    }
    for (const email of ["ada@bücher.example", "ada@mail.hatfield-farms.example"]) {
      expect(withEmail(email).ok, email).toBe(true);
    }
  });

  it("treats non-objects as an incomplete selection", () => {
    for (const input of [null, 42, "text", [], undefined]) {
      expect(validateBookingRequest(input)).toEqual({ ok: false, message: BOOKING_MESSAGES.selection });
    }
  });

  it("words every refusal for the customer, also a field of the wrong JSON type", () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ vehicle: "F-150" }, "Please check the vehicle details."],
      [{ vehicle: { year: true } }, "Please check the vehicle details."],
      [{ vehicle: { make: 5 } }, "Please check the vehicle details."],
      [{ comments: 5 }, "Please enter your comments as plain text."],
      [{ durationMinutes: "an hour" }, "Please choose one of our services."],
      [{ durationMinutes: 9999 }, "Please choose one of our services."],
      [{ durationMinutes: 1.5 }, "Please choose one of our services."],
      [{ idempotencyKey: 12345678 }, "Invalid request key."],
      [{ storeGroupEmail: `${"a".repeat(250)}@alleghenytire.example` }, "Unknown store."],
      [{ customer: { ...valid.customer, email: `${"a".repeat(250)}@example.com` } }, BOOKING_MESSAGES.email],
    ];
    for (const [change, message] of cases) {
      const result = validateBookingRequest({ ...valid, ...change });
      expect(result, JSON.stringify(change).slice(0, 60)).toEqual({ ok: false, message });
      // No zod default wording ("Invalid input: expected ...", "Too big: ...") reaches a customer.
      expect(result.ok || result.message).not.toMatch(/Invalid input|Too big|Too small|expected/);
    }
  });

  it("takes a vehicle typed by hand as text, a year being four digits from 1900 to next year", () => {
    const newest = new Date().getUTCFullYear() + 1;
    const yearMessage = `Please enter the vehicle's 4-digit year (1900 to ${newest}).`;
    const withVehicle = (vehicle: unknown) => validateBookingRequest({ ...valid, vehicle });
    const pickup = { year: "2008", make: "Chevrolet", model: "Silverado 1500" };
    expect(withVehicle(pickup)).toMatchObject({ ok: true, data: { vehicle: { ...pickup, trim: "" } } });
    for (const year of ["1900", " 1957 ", String(newest), 2008])
      expect(withVehicle({ ...pickup, year }), String(year)).toMatchObject({
        ok: true,
        data: { vehicle: { year: String(year).trim() } },
      });
    for (const year of ["1899", String(newest + 1), "20081", "208", "2k08", "20\n08", 2008.5, -2008, 1e4])
      expect(withVehicle({ ...pickup, year }), String(year)).toEqual({ ok: false, message: yearMessage });
    for (const year of [true, null, ["2008"], { year: 2008 }])
      expect(withVehicle({ ...pickup, year }), JSON.stringify(year)).toEqual({
        ok: false,
        message: "Please check the vehicle details.",
      });
  });

  it("keeps the vehicle optional, whole or in part (SPEC)", () => {
    const rest = { ...valid } as Record<string, unknown>;
    delete rest.vehicle;
    expect(validateBookingRequest(rest).ok).toBe(true);
    expect(validateBookingRequest({ ...valid, vehicle: {} }).ok).toBe(true);
    expect(validateBookingRequest({ ...valid, vehicle: { year: "", make: "Ford", model: "" } }).ok).toBe(
      true,
    );
  });

  it("refuses hostile vehicle text in words, and keeps markup as inert text", () => {
    const withVehicle = (vehicle: Record<string, unknown>) =>
      validateBookingRequest({
        ...valid,
        vehicle: { year: "2008", make: "Ford", model: "F-150", ...vehicle },
      });
    for (const make of ["Ford\r\nBcc: x@example.com", "Fo\u0000rd", "Ford\u200b"])
      expect(withVehicle({ make }), JSON.stringify(make)).toEqual({
        ok: false,
        message: "Please remove unusual control characters.",
      });
    expect(withVehicle({ make: "M".repeat(41) })).toEqual({
      ok: false,
      message: "Please keep this under 40 characters.",
    });
    expect(withVehicle({ model: "m".repeat(61) })).toMatchObject({ ok: false });
    expect(withVehicle({ make: "<script>alert(1)</script>" })).toMatchObject({
      ok: true,
      data: { vehicle: { make: "<script>alert(1)</script>" } },
    });
  });
});
