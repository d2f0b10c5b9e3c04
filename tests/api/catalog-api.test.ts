import { describe, expect, it } from "vitest";
import { GET as getCategories } from "@/app/api/tire-categories/route";
import { GET as getCategoryTires } from "@/app/api/tires/category/[category]/route";
import type { Tire } from "@/lib/tires/category-tires";

const request = new Request("http://localhost/api");
const ctx = (category: string) => ({ params: Promise.resolve({ category }) });

describe("GET /api/tire-categories", () => {
  it("returns id, name, path and imageUrl for every tile", async () => {
    const categories = (await (await getCategories(request)).json()) as Record<string, string>[];
    expect(categories.length).toBe(6);
    for (const c of categories) {
      expect(Object.keys(c).sort()).toEqual(["id", "imageUrl", "name", "path"]);
      expect(c.path).toMatch(/^\//);
    }
  });
});

describe("GET /api/tires/category/{category}", () => {
  it.each(["commercial", "farm", "industrial", "mining", "off-road"])("lists %s tires", async (category) => {
    const response = await getCategoryTires(request, ctx(category));
    expect(response.status).toBe(200);
    const tires = (await response.json()) as Tire[];
    expect(tires.length).toBeGreaterThanOrEqual(8);
    expect(tires.every((t) => t.category === category && typeof t.price === "number")).toBe(true);
  });

  it("answers 404 with a JSON message for an unknown category", async () => {
    const response = await getCategoryTires(request, ctx("passenger"));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      success: false,
      error: expect.stringContaining("Unknown tire category"),
    });
  });
});
