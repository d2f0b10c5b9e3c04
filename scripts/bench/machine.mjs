// The conditions every figure in the report was taken under.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { chromiumPath } from "../chromium.mjs";
import { ROOT } from "./servers.mjs";

const run = (command, args) => {
  try {
    return execFileSync(command, args, {
      cwd: ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
};

export function packageVersion(name) {
  try {
    return JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")).version;
  } catch {
    return "not installed";
  }
}

export function chromiumVersion() {
  return run(chromiumPath, ["--version"]) ?? `not found at ${chromiumPath}`;
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" / ");

function describeChanges(porcelain) {
  const files = (porcelain ?? "")
    .split("\n")
    .map((line) => line.replace(/^\s*\S+\s+/, ""))
    .filter(Boolean);
  if (files.length === 0) return "";
  if (files.length > 6) return ` with uncommitted changes to ${files.length} files`;
  return ` with uncommitted changes to ${files.map((f) => `\`${f}\``).join(", ")}`;
}

export function describeMachine() {
  const cpus = os.cpus();
  const commit = run("git", ["rev-parse", "--short", "HEAD"]);
  const dirty = run("git", ["status", "--porcelain", "--untracked-files=no"]);
  return {
    cores: cpus.length,
    cpuModel: cpus[0]?.model?.trim() ?? "unknown",
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: chromiumVersion(),
    next: packageVersion("next"),
    lighthouse: packageVersion("lighthouse"),
    autocannon: packageVersion("autocannon"),
    commit: commit ? `${commit}${describeChanges(dirty)}` : "unknown",
    loadAtStart: loadAverage(),
  };
}
