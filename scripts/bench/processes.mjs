// Child processes, ports and temporary folders of a bench run, and their cleanup. Every child is
// started in its own process group so that a single kill also takes its workers (nginx, Chromium)
// with it, and the exit handlers below run on normal exit, on errors and on Ctrl-C.
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const PORT_RANGE = { first: 4100, last: 4199 };

// Ports that fetch() refuses to connect to (the Fetch standard's "bad ports"), within our range.
const FETCH_BLOCKED = new Set([4190]);

const groups = new Set();
const folders = new Set();
const claimedPorts = new Set();

/** Kills every process group still running and removes the temporary folders. Synchronous: safe in an exit handler. */
export function cleanupAll() {
  for (const pid of groups) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  groups.clear();
  if (process.env.BENCH_KEEP_TMP) return;
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  folders.clear();
}

export function installCleanupHandlers() {
  process.on("exit", cleanupAll);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => {
      process.stderr.write(`\n${signal}: stopping servers and browsers\n`);
      cleanupAll();
      process.exit(130);
    });
  }
}

/** Kills this process group on exit, for children started by libraries (e.g. Chromium by chrome-launcher). */
export function adoptProcessGroup(pid) {
  groups.add(pid);
  return () => groups.delete(pid);
}

export function tempDir(label) {
  const dir = mkdtempSync(join(tmpdir(), `bench-${label}-`));
  folders.add(dir);
  return dir;
}

function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** The next port in 4100-4199 that nobody listens on; ports handed out once are not handed out again. */
export async function freePort() {
  for (let port = PORT_RANGE.first; port <= PORT_RANGE.last; port++) {
    if (claimedPorts.has(port) || FETCH_BLOCKED.has(port)) continue;
    if (await canListen(port)) {
      claimedPorts.add(port);
      return port;
    }
  }
  throw new Error(`No free port in ${PORT_RANGE.first}-${PORT_RANGE.last}.`);
}

/** True when a TCP connect to the port is refused. */
export function portIsClosed(port, host = "127.0.0.1") {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

/** Starts a command in its own process group, output to a log file; the group is killed on exit. */
export function startProcess(command, args, { cwd, env, logFile }) {
  const fd = openSync(logFile, "a");
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", fd, fd], detached: true });
  groups.add(child.pid);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  exited.then(() => groups.delete(child.pid));
  return { child, pid: child.pid, exited, logFile };
}

/** SIGTERM to the group, SIGKILL after a grace period. */
export async function stopProcess(proc, graceMs = 5000) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  try {
    process.kill(-proc.pid, "SIGTERM");
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-proc.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }, graceMs);
  await proc.exited;
  clearTimeout(timer);
}

export function logTail(file, lines = 20) {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** Polls a URL until it answers (any HTTP status) or the process exits or time runs out. */
export async function waitForHttp(url, proc, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  proc.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${url}: the server exited while starting.\n${logTail(proc.logFile)}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url}: no answer within ${timeoutMs / 1000} s.\n${logTail(proc.logFile)}`);
}
