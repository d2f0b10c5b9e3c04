import { describe, expect, it } from "vitest";
import { zonedToEpoch } from "@/lib/core/zoned-time";
import { withQuietHours } from "@/lib/texts/compose";
import { earliestSend, quietHoursEnd } from "@/lib/texts/quiet-hours";
import { keywordOf, segmentsOf, usPhoneToE164 } from "@/lib/texts/rules";

describe("text rules", () => {
  it("writes US numbers in E.164 and refuses what is not one", () => {
    for (const typed of ["(412) 555-0142", "412.555.0142", "1 412 555 0142", "+14125550142", "4125550142"])
      expect(usPhoneToE164(typed), typed).toBe("+14125550142");
    for (const typed of ["555-0142", "+44 20 7946 0958", "(012) 555-0142", "412-155-0142", "412555014a"])
      expect(usPhoneToE164(typed), typed).toBeNull();
  });

  it("knows the keywords only as the whole message", () => {
    expect(keywordOf(" Stop. ")).toEqual({ kind: "opt-out", word: "STOP" });
    for (const word of ["STOPALL", "unsubscribe", "Cancel", "END", "quit", "OPTOUT", "revoke"])
      expect(keywordOf(word).kind).toBe("opt-out");
    expect(keywordOf("unstop")).toEqual({ kind: "opt-in", word: "UNSTOP" });
    expect(keywordOf("Info")).toEqual({ kind: "help", word: "INFO" });
    expect(keywordOf("yes!")).toEqual({ kind: "answer", word: "YES" });
    expect(keywordOf("Please stop texting me").kind).toBe("none");
  });

  it("counts segments: 160 GSM-7 septets or 70 UCS-2 units in one", () => {
    expect(segmentsOf("a".repeat(160))).toEqual({ encoding: "GSM-7", length: 160, segments: 1 });
    expect(segmentsOf("a".repeat(161)).segments).toBe(2);
    // The extension table's characters take two septets each.
    expect(segmentsOf("€".repeat(80))).toEqual({ encoding: "GSM-7", length: 160, segments: 1 });
    expect(segmentsOf("It’s ready")).toMatchObject({ encoding: "UCS-2", segments: 1 });
    expect(segmentsOf("’".repeat(71)).segments).toBe(2);
  });

  it("keeps 9 PM to 8 AM quiet on the store's clock, except for what was just asked for", () => {
    const NY = "America/New_York";
    const at = (time: string, date = "2026-03-10") => zonedToEpoch(date, time, NY);
    expect(quietHoursEnd(at("20:59"), 1)).toBeNull();
    expect(quietHoursEnd(at("21:00"), 1)).toBe(at("08:00", "2026-03-11"));
    expect(quietHoursEnd(at("07:59"), 1)).toBe(at("08:00"));
    expect(quietHoursEnd(at("08:00"), 1)).toBeNull();
    const night = at("23:15");
    expect(earliestSend({ kind: "code", storeId: 1, createdAt: night }, night)).toBe(night);
    expect(earliestSend({ kind: "booked", storeId: 1, createdAt: night - 60 * 60_000 }, night)).toBe(
      at("08:00", "2026-03-11"),
    );
    expect(earliestSend({ kind: "confirmed", storeId: 1, createdAt: night }, night)).toBe(
      at("08:00", "2026-03-11"),
    );
    // At enqueue: a reminder due at 7:30 AM waits until 8:00.
    const reminder = withQuietHours(
      {
        kind: "reminder",
        to: "+14125550142",
        body: "x",
        reference: null,
        storeId: 1,
        notBefore: at("07:30"),
      },
      at("12:00", "2026-03-09"),
    );
    expect(reminder.notBefore).toBe(at("08:00"));
  });
});
