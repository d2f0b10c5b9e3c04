// The framework's floor for pages: scripts/bench/floor-app (a bare App Router page with one client
// island) built with this project's Next.js and served beside the site, so every page figure has a
// reference taken in the same run, on the same machine, with the same framework version.
import { cpSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { freePort, startProcess, stopProcess, tempDir, waitForHttp, logTail } from "./processes.mjs";
import { ROOT, serverEnv } from "./servers.mjs";

const SOURCE = join(ROOT, "scripts/bench/floor-app");

/** Runs a command in its own process group (killed if the bench is interrupted); throws on failure. */
async function run(command, args, { cwd, env, logFile }) {
  const proc = startProcess(command, args, { cwd, env, logFile });
  const { code, signal } = await proc.exited;
  if (code !== 0)
    throw new Error(`${args.join(" ")} failed (${signal ?? `exit ${code}`}):\n${logTail(logFile)}`);
}

/**
 * Builds the floor app in a fresh temporary folder and starts it; `stop` ends the server and removes
 * the folder (the exit handlers remove it too if the bench stops early).
 */
export async function startFloorApp({ log }) {
  const dir = tempDir("floor-app");
  const logFile = join(dir, "floor.log");
  cpSync(SOURCE, dir, { recursive: true });
  // Turbopack does not follow a symlink out of the app's folder, so the app gets the project's
  // packages as hard links: our exact Next.js and React, at no copying cost.
  await run("cp", ["-al", join(ROOT, "node_modules"), join(dir, "node_modules")], { cwd: dir, logFile });
  // The copy's own bin is the project's `next` (hard links); run from there it resolves React from
  // the same node_modules as the app's code, as in an ordinary project.
  const next = join(dir, "node_modules/.bin/next");
  const nextVersion = JSON.parse(readFileSync(join(dir, "node_modules/next/package.json"), "utf8")).version;
  const env = serverEnv({});
  log(`floor app: next build (Next.js ${nextVersion}) in a temporary folder`);
  const started = Date.now();
  await run(process.execPath, [next, "build"], { cwd: dir, env, logFile });
  const buildMs = Date.now() - started;
  const port = await freePort();
  const proc = startProcess(process.execPath, [next, "start", "-p", String(port)], {
    cwd: dir,
    env,
    logFile,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, proc);
  log(`floor app: built in ${(buildMs / 1000).toFixed(1)} s, serving on ${url}`);
  const stop = async () => {
    await stopProcess(proc);
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, port, stop, nextVersion, buildMs };
}
