import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ROAD_SERVICE_STORES } from "@/data/road-service-crews";
import { getDatabase, resetDatabase } from "@/lib/db";
import { fileRoadCall } from "@/lib/road-calls/file-road-call";
import { roadServiceSettings } from "@/lib/road-calls/road-service-stores";
import { answerRotaForm, ROTA_ANSWERS } from "@/lib/road-service-form/rota-answer";
import { EMPTY_ROAD_CALL_VALUES, readRoadCall } from "@/lib/road-service/road-call-request";
import { readRota, ROTA_MESSAGES, rotationText } from "@/lib/road-service/rota-rules";
import type { StaffMember } from "@/lib/staff/roles";
import { useFreshDatabase, type DatabaseKind } from "../support/scheduling-env";

// Operators set each store's reach and on-call rotation; dispatch follows at once, and two saves
// of one store never overwrite each other silently.
const OPERATOR: StaffMember = {
  email: "ops@alleghenytire.example",
  name: "Ops",
  roles: ["Staff.Operator"],
  storeIds: [],
  signedInWith: "development",
};
const STORE_STAFF: StaffMember = {
  ...OPERATOR,
  email: "tom.keene@alleghenytire.example",
  roles: ["Staff.Store"],
  storeIds: [4],
};

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("reading what an operator typed", () => {
  it("takes one crew a line, in order, with numbers and addresses as we send them", () => {
    const read = readRota(
      "75",
      "Kevin Akers, (276) 555-0167, Kevin.Akers@AlleghenyTire.example\n\n Shane Repass | 276-555-0168 | shane@alleghenytire.example ",
    );
    expect(read).toEqual({
      ok: true,
      reachMiles: 75,
      rotation: [
        { name: "Kevin Akers", mobile: "+12765550167", email: "kevin.akers@alleghenytire.example" },
        { name: "Shane Repass", mobile: "+12765550168", email: "shane@alleghenytire.example" },
      ],
    });
    expect(readRota("0", "")).toEqual({ ok: true, reachMiles: 0, rotation: [] });
  });

  it("says what is wrong, line by line", () => {
    const read = readRota(
      "900",
      "Kevin, 555, k@x.example\nNo commas here\nA, (276) 555-0167, not-mail\nB, (276) 555-0167, b@x.example\nC, (276) 555-0167, c@x.example",
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems.reach).toBe(ROTA_MESSAGES.reach);
    expect(read.problems.rotation).toEqual([
      ROTA_MESSAGES.mobile(1),
      ROTA_MESSAGES.line(2),
      ROTA_MESSAGES.email(3),
      ROTA_MESSAGES.duplicate(5),
    ]);
  });

  it("writes a rotation back as it reads it", () => {
    const text = rotationText(ROAD_SERVICE_STORES[0]!.rotation);
    expect(readRota("100", text)).toMatchObject({ ok: true, rotation: ROAD_SERVICE_STORES[0]!.rotation });
  });
});

describe.each<DatabaseKind>(["sqlite", "postgres"])("road-service settings on %s", (kind) => {
  beforeAll(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
  });
  afterAll(async () => resetDatabase());

  it("starts from the defaults, and a saved store wins for dispatch at once", async () => {
    expect((await roadServiceSettings()).map((s) => s.saved)).toEqual(ROAD_SERVICE_STORES.map(() => null));
    // Wytheville stops taking breakdowns: a call at its door goes to the next store in reach.
    const answer = await answerRotaForm(
      form({
        storeId: "4",
        reach: "0",
        rotation: "Kevin Akers, (276) 555-0167, kevin.akers@alleghenytire.example",
        updatedAt: "",
      }),
      OPERATOR,
    );
    expect(answer).toMatchObject({ saved: true, message: ROTA_ANSWERS.saved("Wytheville, VA"), reach: "0" });
    const read = readRoadCall({
      ...EMPTY_ROAD_CALL_VALUES,
      vehicle: "passenger",
      highway: "I-81",
      marker: "70",
      state: "VA",
      name: "Ann",
      phone: "5405550123",
    });
    if (!read.ok) throw new Error("request");
    const { call } = await fileRoadCall(read.request, null);
    expect(call.inReachStoreIds).not.toContain(4);
    expect(call.storeId).not.toBeNull();
  });

  it("refuses a second save made from the same page, and shows the colleague's version", async () => {
    const [shown] = (await roadServiceSettings()).filter((s) => s.storeId === 4);
    const updatedAt = String(shown!.saved!.updatedAt);
    const first = await answerRotaForm(
      form({
        storeId: "4",
        reach: "90",
        rotation: "Kevin Akers, (276) 555-0167, kevin.akers@alleghenytire.example",
        updatedAt,
      }),
      OPERATOR,
    );
    const second = await answerRotaForm(
      form({ storeId: "4", reach: "40", rotation: "", updatedAt }),
      OPERATOR,
    );
    expect(first.saved).toBe(true);
    expect(second).toMatchObject({ saved: false, message: ROTA_ANSWERS.stale, reach: "90" });
    expect(
      (await (await getDatabase()).storedRoadServiceStores()).find((s) => s.storeId === 4)?.reachMiles,
    ).toBe(90);
  });

  it("lets only operators save, and keeps what was typed when it refuses", async () => {
    const refused = await answerRotaForm(
      form({ storeId: "4", reach: "10", rotation: "", updatedAt: "" }),
      STORE_STAFF,
    );
    expect(refused).toMatchObject({ saved: false, message: ROTA_ANSWERS.refused, reach: "10" });
    const invalid = await answerRotaForm(
      form({ storeId: "3", reach: "abc", rotation: "x", updatedAt: "" }),
      OPERATOR,
    );
    expect(invalid).toMatchObject({ saved: false, message: ROTA_ANSWERS.fix, reach: "abc", rotation: "x" });
    expect(invalid.problems.reach).toBe(ROTA_MESSAGES.reach);
    expect((await (await getDatabase()).storedRoadServiceStores()).map((s) => s.storeId)).toEqual([4]);
  });
});
