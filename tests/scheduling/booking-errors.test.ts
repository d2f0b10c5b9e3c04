import { describe, expect, it } from "vitest";
import { interpretBookingReply } from "@/lib/booking-form/booking-errors";
import { formatPhone } from "@/lib/core/phone";

const failure = (status: number, text: string, ok = false) => {
  const result = interpretBookingReply(status, ok, text);
  return "failure" in result ? result.failure : null;
};

describe("booking failure texts", () => {
  it("prefers the server's error text", () => {
    expect(failure(409, JSON.stringify({ error: "Taken!" }))?.message).toBe("Taken!");
    expect(failure(400, JSON.stringify({ error: "Bad phone" }))?.message).toBe("Bad phone");
  });

  it("falls back per status when the server sent no text", () => {
    expect(failure(409, "{}")?.message).toBe(
      "This time slot is no longer available. Please refresh and select a different time.",
    );
    expect(failure(400, "{}")?.message).toBe("Invalid appointment details. Please check your information.");
    expect(failure(500, "{}")?.message).toBe("Server error while scheduling appointment. Please try again.");
    expect(failure(503, "{}")?.message).toBe("Server error (503). Please try again.");
  });

  it("uses the unreadable-reply texts when the body is not JSON", () => {
    expect(failure(409, "<html>")?.message).toBe(
      "This time slot is no longer available. Please select a different time.",
    );
    expect(failure(400, "")?.message).toBe(
      "Invalid appointment details. Please check your information and try again.",
    );
    expect(failure(500, "oops")?.message).toBe(
      "Server error while scheduling appointment. Please try again or contact support.",
    );
    expect(failure(502, "Bad gateway")?.message).toBe(
      "Server returned an invalid response. Please try again or contact support.",
    );
    expect(failure(200, "not json", true)?.message).toBe(
      "Server returned an invalid response. Please try again or contact support.",
    );
  });

  it("reports an OK status that says success false", () => {
    expect(failure(200, JSON.stringify({ success: false }), true)?.message).toBe(
      "There was an error scheduling your appointment. Please try again or contact us directly.",
    );
    expect(failure(200, JSON.stringify({ success: false, message: "Store closed" }), true)?.message).toBe(
      "Store closed",
    );
  });

  it("hands back fresh slots only with a 409", () => {
    const slots = [{ time: "09:00", available: true }];
    expect(failure(409, JSON.stringify({ availableSlots: slots }))?.availableSlots).toEqual(slots);
    expect(failure(400, JSON.stringify({ availableSlots: slots }))?.availableSlots).toBeUndefined();
    expect(interpretBookingReply(200, true, JSON.stringify({ success: true }))).toEqual({
      reply: { success: true },
    });
  });
});

describe("phone formatting", () => {
  it("formats as the customer types, digits only, at most ten", () => {
    expect(
      ["", "3", "304", "3045", "304555", "3045550", "3045550100", "304555010099"].map(formatPhone),
    ).toEqual(["", "(3", "(304", "(304) 5", "(304) 555", "(304) 555-0", "(304) 555-0100", "(304) 555-0100"]);
    expect(formatPhone("+1 (304) 555-0100")).toBe("(130) 455-5010");
    expect(formatPhone("abc-304-555-0100")).toBe("(304) 555-0100");
  });
});
