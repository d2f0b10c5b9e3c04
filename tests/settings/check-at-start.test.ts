import { afterEach, describe, expect, it, vi } from "vitest";
import { register } from "@/instrumentation";

const SECRET_VALUE = "too-short-but-still-secret";

class Exited extends Error {
  constructor(readonly code: number | string | null | undefined) {
    super(`exit ${code}`);
  }
}

/** Runs the server's start-up hook as `next start` does, with the exit and the log captured. */
async function startWith(env: Record<string, string>): Promise<{ code: unknown; log: string }> {
  vi.stubEnv("NEXT_RUNTIME", "nodejs");
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(process, "exit").mockImplementation((code) => {
    throw new Exited(code);
  });
  try {
    await register();
    return { code: undefined, log: errors.mock.calls.flat().join("\n") };
  } catch (error) {
    if (!(error instanceof Exited)) throw error;
    return { code: error.code, log: errors.mock.calls.flat().join("\n") };
  }
}

describe("start-up with a bad setting", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("stops with code 1, naming the variable and its rule but never the value", async () => {
    const { code, log } = await startWith({ LINK_SECRET: SECRET_VALUE, TRUSTED_PROXY_COUNT: "yes" });
    expect(code).toBe(1);
    expect(log).toContain(
      "Invalid setting LINK_SECRET: must be at least 32 characters for each key (several keys: comma-separated, newest first)",
    );
    expect(log).toContain(
      "Invalid setting TRUSTED_PROXY_COUNT: must be a whole number from 0 (no proxy in front) to 20",
    );
    expect(log).not.toContain(SECRET_VALUE);
    expect(log).not.toMatch(/\byes\b/);
  });
});
