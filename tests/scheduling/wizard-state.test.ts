import { describe, expect, it } from "vitest";
import { canJumpTo, effectiveStep, furthestStep } from "@/components/schedule/wizard-state";

const none = { hasStore: false, hasService: false, hasTime: false, booked: false };
const store = { ...none, hasStore: true };
const service = { ...store, hasService: true };
const time = { ...service, hasTime: true };

describe("wizard steps", () => {
  it("unlocks each step by the choice before it", () => {
    expect([none, store, service, time, { ...time, booked: true }].map(furthestStep)).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it("lets the indicator jump back, and forward only as far as choices allow, never to step 5", () => {
    expect(canJumpTo(1, 3, service)).toBe(true);
    expect(canJumpTo(2, 3, service)).toBe(true);
    expect(canJumpTo(3, 1, service)).toBe(true);
    expect(canJumpTo(4, 3, service)).toBe(false);
    expect(canJumpTo(4, 3, time)).toBe(true);
    expect(canJumpTo(5, 4, time)).toBe(false);
    expect(canJumpTo(1, 5, { ...time, booked: true })).toBe(false);
    expect(canJumpTo(2, 2, service)).toBe(false);
  });

  it("clamps ?step= to what the choices allow", () => {
    expect(effectiveStep(2, none)).toBe(1);
    expect(effectiveStep(2, store)).toBe(2);
    expect(effectiveStep(null, store)).toBe(2);
    expect(effectiveStep(4, service)).toBe(3);
    expect(effectiveStep(5, time)).toBe(4);
    expect(effectiveStep(1, time)).toBe(1);
    expect(effectiveStep(99, store)).toBe(2);
    expect(effectiveStep(1, { ...time, booked: true })).toBe(5);
  });
});
