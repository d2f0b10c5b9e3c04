import { describe, expect, it } from "vitest";
import { TOAST_LIMIT, toastReducer, type ToastData } from "@/lib/toast/toast-store";

const make = (id: string): ToastData => ({ id, title: id, variant: "default", open: true });

describe("toast reducer", () => {
  it("puts the newest first and keeps at most five", () => {
    let state: ToastData[] = [];
    for (const id of ["a", "b", "c", "d", "e", "f"])
      state = toastReducer(state, { type: "add", toast: make(id) });
    expect(TOAST_LIMIT).toBe(5);
    expect(state.map((t) => t.id)).toEqual(["f", "e", "d", "c", "b"]);
  });

  it("updates, dismisses (closes) and removes by id or all at once", () => {
    let state = [make("a"), make("b")];
    state = toastReducer(state, { type: "update", toast: { id: "a", title: "changed" } });
    expect(state[0]?.title).toBe("changed");
    state = toastReducer(state, { type: "dismiss", id: "b" });
    expect(state.map((t) => t.open)).toEqual([true, false]);
    state = toastReducer(state, { type: "remove", id: "b" });
    expect(state.map((t) => t.id)).toEqual(["a"]);
    state = toastReducer(state, { type: "dismiss" });
    expect(state.every((t) => !t.open)).toBe(true);
    expect(toastReducer(state, { type: "remove" })).toEqual([]);
  });
});
