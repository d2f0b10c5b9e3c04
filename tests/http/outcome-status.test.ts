import { describe, expect, expectTypeOf, it } from "vitest";
import { outcomeBody, outcomeResponse } from "@/lib/http/outcome-response";
import { OUTCOME_STATUS, outcomeStatus, type OutcomeKind } from "@/lib/http/outcome-status";

describe("OUTCOME_STATUS", () => {
  it("gives every kind an outcome can have a status, and no other", () => {
    expectTypeOf<keyof typeof OUTCOME_STATUS>().toEqualTypeOf<OutcomeKind>();
  });

  it("answers each kind with the status its endpoints have always answered", () => {
    expect(OUTCOME_STATUS).toEqual({
      booked: 200,
      changed: 200,
      unchanged: 200,
      saved: 200,
      "code-sent": 202,
      invalid: 400,
      "code-refused": 400,
      "held-for-appointments": 400,
      forbidden: 403,
      "not-found": 404,
      "slot-taken": 409,
      "tires-not-ready": 409,
      stale: 409,
      "contact-busy": 409,
      "link-expired": 410,
      "too-large": 413,
      "key-reused": 422,
      "too-many-codes": 429,
    });
  });

  it("reads one kind's status", () => {
    expect(outcomeStatus("slot-taken")).toBe(409);
    expect(outcomeStatus("booked")).toBe(200);
    expect(outcomeStatus("link-expired")).toBe(410);
  });
});

describe("outcomeBody", () => {
  it("answers a refusal as success false, its message also as the error, then its own fields", () => {
    const body = outcomeBody({ kind: "slot-taken", message: "Taken.", availableSlots: [] });
    expect(body).toEqual({ success: false, error: "Taken.", message: "Taken.", availableSlots: [] });
    expect(Object.keys(body)).toEqual(["success", "error", "message", "availableSlots"]);
  });

  it("answers a success without an error, and never names the kind", () => {
    expect(outcomeBody({ kind: "saved", updated: 2, message: "Stock saved: 2 rows updated." })).toEqual({
      success: true,
      updated: 2,
      message: "Stock saved: 2 rows updated.",
    });
  });

  it("puts an endpoint's extra field before the outcome's own", () => {
    const body = outcomeBody({ kind: "not-found", message: "Gone." }, { changed: false });
    expect(Object.keys(body)).toEqual(["success", "error", "changed", "message"]);
  });
});

describe("outcomeResponse", () => {
  it("answers with the kind's status, the body and the headers given", async () => {
    const response = outcomeResponse(
      { kind: "too-large", message: "Too large." },
      { "Cache-Control": "no-store" },
    );
    expect(response.status).toBe(413);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ success: false, error: "Too large.", message: "Too large." });
  });

  it("sends no cache header unless given one", () => {
    expect(outcomeResponse({ kind: "invalid", message: "No." }).headers.get("Cache-Control")).toBeNull();
  });
});
