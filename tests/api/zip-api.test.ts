import { lookup } from "zipcodes";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/zip/[zip]/route";

const request = new Request("http://localhost/api/zip");
const get = (zip: string) => GET(request, { params: Promise.resolve({ zip }) });

describe("GET /api/zip/{zip}", () => {
  it("resolves a zip to its town and coordinates, cacheable", async () => {
    const response = await get("24273");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/max-age=\d+/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ zip: "24273", city: "Norton", state: "VA" });
    expect(body.latitude).toBeCloseTo(36.94, 1);
    expect(body.longitude).toBeCloseTo(-82.62, 1);
  });

  it("answers places[0] with string coordinates, like the public zip service", async () => {
    const body = (await (await get("24273")).json()) as { places: Record<string, unknown>[] };
    expect(body.places).toHaveLength(1);
    const place = body.places[0]!;
    expect(Object.keys(place).sort()).toEqual(["latitude", "longitude", "place name", "state"]);
    expect(place).toMatchObject({ "place name": "Norton", state: "VA" });
    expect(place.latitude).toEqual(expect.stringMatching(/^36\.9\d*$/));
    expect(place.longitude).toEqual(expect.stringMatching(/^-82\.6\d*$/));
  });

  it("keeps leading zeros", async () => {
    const body = (await (await get("02134")).json()) as { zip: string; state: string };
    expect(body).toMatchObject({ zip: "02134", state: "MA" });
  });

  it.each(["2427", "abcde", "242731", "", "24 73", "2427a", "A1A1A"])("rejects %j with 400", async (zip) => {
    const response = await get(zip);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: "Please enter a valid 5-digit zip code.",
      message: "Please enter a valid 5-digit zip code.",
    });
  });

  it("answers 404 for a well-formed zip that does not exist", async () => {
    // Guard the premise: if the dataset ever gains 00000, this test must pick another zip.
    expect(lookup("00000")).toBeUndefined();
    const response = await get("00000");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      success: false,
      error: "Could not find location for this zip code. Please check that it's a valid US zip code.",
    });
  });
});
