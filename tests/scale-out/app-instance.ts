import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { freePort } from "../../scripts/throwaway-postgres.mjs";

export interface AppInstance {
  name: string;
  url: string;
  process: ChildProcess;
  /** What the server printed on stderr (for a failing test's message). */
  errors: () => string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * One `next start` of the production build, as a separate process with its own environment. The
 * node process is the server itself (no npx wrapper), so SIGKILL really kills the instance.
 */
export async function startInstance(name: string, env: Record<string, string>): Promise<AppInstance> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join("node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port)],
    {
      cwd: process.cwd(),
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited at start:\n${stderr}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${name} did not answer /api/health within 60 s:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    name,
    url,
    process: child,
    errors: () => stderr,
    async kill(signal = "SIGTERM") {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill(signal);
      await exited;
    },
  };
}
