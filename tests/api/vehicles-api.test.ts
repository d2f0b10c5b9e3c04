import { describe, expect, it } from "vitest";
import { GET as getMakes } from "@/app/api/vehicles/makes/[year]/route";
import { GET as getModels } from "@/app/api/vehicles/models/[year]/[make]/route";
import { GET as getTireSize } from "@/app/api/vehicles/tire-size/[year]/[make]/[model]/[trim]/route";
import { GET as getTrims } from "@/app/api/vehicles/trims/[year]/[make]/[model]/route";
import { GET as getYears } from "@/app/api/vehicles/years/route";
import { currentModelYear } from "@/lib/vehicles";

const request = new Request("http://localhost/api");
const ctx = <T extends object>(params: T) => ({ params: Promise.resolve(params) });

async function body(response: Response) {
  return { status: response.status, json: (await response.json()) as unknown };
}

describe("GET /api/vehicles/years", () => {
  it("lists model years from the current one down to 2010, cacheable", async () => {
    const response = await getYears(request);
    const years = (await response.json()) as number[];
    expect(years[0]).toBe(currentModelYear());
    expect(years.at(-1)).toBe(2010);
    expect(response.headers.get("Cache-Control")).toContain("max-age");
  });
});

describe("GET /api/vehicles/makes/{year}", () => {
  it("lists at least the 26 makes for recent years", async () => {
    const { status, json } = await body(await getMakes(request, ctx({ year: "2020" })));
    expect(status).toBe(200);
    expect((json as string[]).length).toBeGreaterThanOrEqual(26);
    expect(json).toContain("Ford");
  });

  it("rejects a malformed year with 400 and an unknown year with 404", async () => {
    const bad = await body(await getMakes(request, ctx({ year: "20x0" })));
    expect(bad).toMatchObject({
      status: 400,
      json: { success: false, error: "Year must be a four-digit number." },
    });
    const unknown = await body(await getMakes(request, ctx({ year: "1987" })));
    expect(unknown).toMatchObject({ status: 404, json: { error: "No vehicle data for 1987." } });
  });
});

describe("GET /api/vehicles/models/{year}/{make}", () => {
  it("lists models of a make in any letter case", async () => {
    const { status, json } = await body(await getModels(request, ctx({ year: "2020", make: "ford" })));
    expect(status).toBe(200);
    expect(json).toContain("F-150");
  });

  it("answers 404 for a make that is not in the data and 400 for hostile input", async () => {
    expect((await getModels(request, ctx({ year: "2020", make: "Yugo" }))).status).toBe(404);
    expect((await getModels(request, ctx({ year: "2020", make: "<script>" }))).status).toBe(400);
    expect((await getModels(request, ctx({ year: "2020", make: "x".repeat(500) }))).status).toBe(400);
  });
});

describe("GET /api/vehicles/trims/{year}/{make}/{model}", () => {
  it("lists the model's trims", async () => {
    const { status, json } = await body(
      await getTrims(request, ctx({ year: "2020", make: "Ford", model: "F-150" })),
    );
    expect(status).toBe(200);
    expect(json).toContain("XLT");
  });

  it("answers 404 for an unknown model", async () => {
    const { status, json } = await body(
      await getTrims(request, ctx({ year: "2020", make: "Ford", model: "Model T" })),
    );
    expect(status).toBe(404);
    expect(json).toMatchObject({ error: 'No 2020 Ford model "Model T" found.' });
  });
});

describe("GET /api/vehicles/tire-size/{year}/{make}/{model}/{trim}", () => {
  it("returns the trim's factory size and says where it came from", async () => {
    const { status, json } = await body(
      await getTireSize(request, ctx({ year: "2020", make: "Ford", model: "F-150", trim: "XLT" })),
    );
    expect(status).toBe(200);
    expect(json).toMatchObject({ source: "trim" });
    expect((json as { size: string }).size).toMatch(/\d{3}\/\d{2}Z?R\d{2}/);
  });

  it("answers 404 for a trim the model does not have and 400 for a path trick", async () => {
    expect(
      (await getTireSize(request, ctx({ year: "2020", make: "Ford", model: "F-150", trim: "Nope" }))).status,
    ).toBe(404);
    expect(
      (await getTireSize(request, ctx({ year: "2020", make: "Ford", model: "F-150", trim: "../../etc" })))
        .status,
    ).toBe(400);
  });
});
