import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { svgDataUri } from "@/lib/core/svg-data-uri";

describe("svgDataUri", () => {
  const svg = readFileSync("public/images/tires/all-terrain.svg", "utf8");

  it("decodes back to the same document", () => {
    const uri = svgDataUri(svg);
    expect(uri.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(uri.slice("data:image/svg+xml,".length))).toBe(svg.trim().replace(/\s+/g, " "));
  });

  it("escapes what would end an attribute, start a fragment or break a tag", () => {
    const uri = svgDataUri(
      `<svg xmlns="http://www.w3.org/2000/svg"><text fill="#000">100% "it's"</text></svg>`,
    );
    expect(uri).not.toMatch(/[<>"#]/);
    expect(uri).toContain("%23000");
    expect(uri).toContain("100%25");
  });

  it("keeps the characters a URI can carry unescaped, so the page stays small", () => {
    const uri = svgDataUri(svg);
    expect(uri).toContain("xmlns=%22http://www.w3.org/2000/svg%22");
    expect(uri.length).toBeLessThan(encodeURIComponent(svg).length * 0.9);
  });
});
