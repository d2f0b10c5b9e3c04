import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildImportGraph, isTestFile, resolveSpecifier } from "./import-graph.mjs";
import { LAYERS, layerOf } from "./layers.mjs";

/**
 * ESLint rules that keep the direction of dependency (lint/layers.mjs): no import from a layer
 * above, and no circle of imports between files or between folders of lib/ and data/.
 */

const ROOT = fileURLToPath(new URL("..", import.meta.url));

let graph = null;
const importGraph = () => (graph ??= buildImportGraph(ROOT));

const relativeFile = (context) => path.relative(ROOT, context.filename).split(path.sep).join("/");

/** Calls `check(specifierNode, target)` for every import of a project file in the linted file. */
function eachProjectImport(context, check) {
  const file = relativeFile(context);
  if (isTestFile(file) || file.startsWith("..")) return {};
  const visit = (source) => {
    if (!source || typeof source.value !== "string") return;
    const target = resolveSpecifier(ROOT, file, source.value);
    if (target && !isTestFile(target)) check(file, source, target);
  };
  return {
    ImportDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source),
    TSImportType: (node) => visit(node.argument?.literal ?? node.argument),
  };
}

const layerName = (index) => LAYERS[index].name;

const noUpwardImport = {
  meta: {
    type: "problem",
    docs: { description: "A layer imports only from itself and the layers below it (lint/layers.mjs)." },
    messages: {
      upward:
        "{{file}} is in the {{from}} layer and may not import {{target}} ({{to}} layer): the {{from}} layer holds {{why}}, and depends only on the layers below it. Move the shared part down, or the caller up (docs/architecture.md).",
      unplaced: "{{file}} is in no layer: add its folder to lint/layers.mjs.",
    },
    schema: [],
  },
  create(context) {
    const reported = new Set();
    return eachProjectImport(context, (file, source, target) => {
      const from = layerOf(file);
      if (from < 0) {
        if (!reported.has(file)) context.report({ node: source, messageId: "unplaced", data: { file } });
        reported.add(file);
        return;
      }
      const to = layerOf(target);
      if (to > from) {
        context.report({
          node: source,
          messageId: "upward",
          data: { file, target, from: layerName(from), to: layerName(to), why: LAYERS[from].why },
        });
      }
    });
  },
};

const noImportCycle = {
  meta: {
    type: "problem",
    docs: {
      description:
        "No circle of imports (type imports included) between files, nor between folders of lib/ and data/.",
    },
    messages: {
      files:
        "This import closes a circle of imports: {{circle}}. Move what both need into a module of its own.",
      folders:
        "This import makes folders import each other in a circle: {{circle}}. One of them must not reach the other; move the shared part into the lower one or a folder below both.",
    },
    schema: [],
  },
  create(context) {
    return eachProjectImport(context, (file, source, target) => {
      const files = importGraph().fileCircleThrough(file, target);
      if (files) {
        context.report({ node: source, messageId: "files", data: { circle: files.join(" → ") } });
        return;
      }
      const folders = importGraph().folderCircleThrough(file, target);
      if (folders)
        context.report({ node: source, messageId: "folders", data: { circle: folders.join(" → ") } });
    });
  },
};

export const importRules = {
  meta: { name: "layers" },
  rules: { "no-upward-import": noUpwardImport, "no-import-cycle": noImportCycle },
};
