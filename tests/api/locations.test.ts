import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/locations/route";
import type { PublicLocation } from "@/lib/locations/public-location";

const request = new Request("http://localhost/api/locations");

describe("GET /api/locations", () => {
  it("returns all eleven locations as JSON with nested coordinates", async () => {
    const response = await GET(request);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    const body = (await response.json()) as PublicLocation[];
    expect(body.map((l) => l.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    for (const l of body) {
      expect(l.coordinates).toEqual({ lat: l.lat, lng: l.lng });
      for (const field of ["name", "address", "city", "state", "zip", "phone", "email", "manager"] as const) {
        expect(l[field], `${field} of ${l.name}`).toMatch(/\S/);
      }
      expect(l.hours.length).toBeGreaterThan(0);
      expect(l.services.length).toBeGreaterThan(0);
    }
  });

  it("marks exactly the eight stores as bookable and names the plant's manager line", async () => {
    const body = (await (await GET(request)).json()) as PublicLocation[];
    expect(body.filter((l) => l.bookable).map((l) => l.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(body.find((l) => l.id === 10)).toMatchObject({ kind: "plant", managerTitle: "Plant Manager" });
    expect(body.filter((l) => l.kind === "store").every((l) => l.managerTitle === "Store Manager")).toBe(
      true,
    );
  });

  it("says what each store can do at once, and facilities nothing", async () => {
    const body = (await (await GET(request)).json()) as PublicLocation[];
    expect(body.find((l) => l.id === 1)?.capacity).toEqual({ bay: 6, alignment: 2, truckBay: 2, field: 6 });
    expect(body.find((l) => l.id === 8)?.capacity).toEqual({ bay: 3, alignment: 1, truckBay: 0, field: 1 });
    for (const l of body.filter((x) => !x.bookable))
      expect(l.capacity).toEqual({ bay: 0, alignment: 0, truckBay: 0, field: 0 });
    for (const l of body.filter((x) => x.bookable)) expect(l.capacity.bay).toBeGreaterThanOrEqual(3);
  });

  it("lets browsers cache the list briefly", async () => {
    expect((await GET(request)).headers.get("Cache-Control")).toMatch(/max-age=\d+/);
  });
});
