import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildImportGraph } from "@/lint/import-graph.mjs";
import { LAYERS, layerOf } from "@/lint/layers.mjs";

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "import-graph-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(root, dirname(file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

describe("the import graph the layer rules read", () => {
  it("names a circle between two files, type imports included", () => {
    const graph = buildImportGraph(
      project({
        "lib/a/one.ts": 'import type { Two } from "./two";\nexport type One = Two;\n',
        "lib/a/two.ts":
          'import { one } from "@/lib/a/one";\nexport type Two = string;\nexport const x = one;\n',
      }),
    );
    expect(graph.fileCircleThrough("lib/a/one.ts", "lib/a/two.ts")).toEqual([
      "lib/a/one.ts",
      "lib/a/two.ts",
      "lib/a/one.ts",
    ]);
  });

  it("names a circle between folders of lib/ and data/, though no file imports itself back", () => {
    const graph = buildImportGraph(
      project({
        "lib/a/one.ts": 'import { two } from "@/lib/b/two";\nexport const one = two;\n',
        "lib/b/two.ts": 'import { three } from "@/data/three";\nexport const two = three;\n',
        "lib/b/four.ts": "export const four = 4;\n",
        "data/three.ts": 'import type { Four } from "@/lib/a/four";\nexport const three: Four = 3;\n',
        "lib/a/four.ts": "export type Four = number;\n",
      }),
    );
    expect(graph.fileCircleThrough("lib/a/one.ts", "lib/b/two.ts")).toBeNull();
    expect(graph.folderCircleThrough("lib/a/one.ts", "lib/b/two.ts")).toEqual([
      "lib/a",
      "lib/b",
      "data",
      "lib/a",
    ]);
  });

  it("finds no circle where imports point one way, and leaves tests out", () => {
    const graph = buildImportGraph(
      project({
        "lib/a/one.ts": 'import { two } from "@/lib/b/two";\nexport const one = two;\n',
        "lib/b/two.ts": "export const two = 2;\n",
        "lib/b/two.test.ts": 'import { one } from "@/lib/a/one";\nexport const t = one;\n',
      }),
    );
    expect(graph.folderCircleThrough("lib/a/one.ts", "lib/b/two.ts")).toBeNull();
    expect(graph.folderCircleThrough("lib/b/two.test.ts", "lib/a/one.ts")).toBeNull();
  });
});

describe("the layers", () => {
  it("place every folder of lib/ in exactly one layer", () => {
    const folders = readdirSync(join(process.cwd(), "lib"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `lib/${entry.name}`);
    for (const folder of folders) {
      const owners = LAYERS.filter((layer) => layer.paths.includes(folder));
      expect(
        owners.map((layer) => layer.name),
        folder,
      ).toHaveLength(1);
    }
  });

  it("put the core at the bottom, data above it and delivery on top", () => {
    expect(layerOf("lib/core/one-line.ts")).toBe(0);
    expect(layerOf("data/locations.ts")).toBe(1);
    expect(layerOf("lib/db/store.ts")).toBeLessThan(layerOf("lib/appointments/book.ts"));
    expect(layerOf("lib/appointments/book.ts")).toBeLessThan(layerOf("app/layout.tsx"));
    expect(layerOf("tests/support/clock.ts")).toBe(-1);
  });
});
