import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The project's import graph, read from the files on disk: every import, `import type`, re-export
 * and `import()` of a project file, so a circle made only of types counts too. The lint rules in
 * import-rules.mjs ask it which imports close a circle; it is built once per lint run.
 */

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIP = new Set(["node_modules", ".git", ".data", "public", "test-results", "playwright-report"]);
const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js", ".d.ts", ".json"];

/** Tests, benches and scripts may reach anywhere; they are not part of the layers. */
export const isTestFile = (file) =>
  /(^|\/)(tests|e2e|scripts)\//.test(file) || /\.(test|spec|bench)\.[mc]?[jt]sx?$/.test(file);

function listSources(root, dir = "", out = []) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith(".next")) continue;
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) listSources(root, file, out);
    else if (SOURCE.test(entry.name)) out.push(file);
  }
  return out;
}

/** The project file a specifier names (`@/lib/db`, `./types`), or null for a package. */
export function resolveSpecifier(root, fromFile, specifier) {
  let base;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith("."))
    base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  else return null;
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => `${base}/index${ext}`),
  ];
  return (
    candidates.find(
      (file) => fs.existsSync(path.join(root, file)) && fs.statSync(path.join(root, file)).isFile(),
    ) ?? null
  );
}

/** Tarjan's strongly connected components with more than one member: the circles. */
function circles(adjacency) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const target of adjacency.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const members = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        members.push(member);
      } while (member !== node);
      if (members.length > 1) found.push(members);
    }
  };
  for (const node of adjacency.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** A shortest path from `from` to `to` over `adjacency`, for naming a circle in a message. */
function pathBetween(adjacency, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const node = queue.shift();
    if (node === to) break;
    for (const next of adjacency.get(node) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  if (!previous.has(to)) return [];
  const steps = [];
  for (let node = to; node !== null; node = previous.get(node)) steps.unshift(node);
  return steps;
}

/** The folder a file's circles are counted in: its own folder, for lib/ and data/ only. */
export const folderOf = (file) => (/^(lib|data)\//.test(file) ? path.posix.dirname(file) : null);

function addEdge(adjacency, from, to) {
  if (!adjacency.has(from)) adjacency.set(from, new Set());
  adjacency.get(from).add(to);
}

export function buildImportGraph(root) {
  const files = new Map();
  const folders = new Map();
  for (const file of listSources(root)) {
    if (isTestFile(file)) continue;
    const text = fs.readFileSync(path.join(root, file), "utf8");
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      const target = resolveSpecifier(root, file, fileName);
      if (!target || isTestFile(target)) continue;
      addEdge(files, file, target);
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from && to && from !== to) addEdge(folders, from, to);
    }
  }
  const fileCircle = new Map();
  for (const members of circles(files)) for (const file of members) fileCircle.set(file, members);
  const folderCircle = new Map();
  for (const members of circles(folders)) for (const folder of members) folderCircle.set(folder, members);
  return {
    /** The circle `from` → `to` closes between files, as a path back to `from`, or null. */
    fileCircleThrough(from, to) {
      const circle = fileCircle.get(from);
      if (!circle || !circle.includes(to)) return null;
      return [from, ...pathBetween(files, to, from)];
    },
    /** The circle `from` → `to` closes between folders of lib/ and data/, or null. */
    folderCircleThrough(from, to) {
      const [a, b] = [folderOf(from), folderOf(to)];
      if (!a || !b || a === b) return null;
      const circle = folderCircle.get(a);
      if (!circle || !circle.includes(b)) return null;
      return [a, ...pathBetween(folders, b, a)];
    },
  };
}
