import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { THEME_STORAGE_KEY, resolveTheme, themeInitScript } from "@/lib/theme/theme";

/** Runs the inlined head script against a minimal document and returns the classes it set. */
function runInitScript(stored: string | null, prefersDark: boolean) {
  const classes = new Set<string>();
  const root = {
    classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    style: { colorScheme: "" },
  };
  runInNewContext(themeInitScript, {
    localStorage: { getItem: (key: string) => (key === THEME_STORAGE_KEY ? stored : null) },
    matchMedia: (query: string) => ({ matches: query.includes("dark") && prefersDark }),
    document: { documentElement: root },
  });
  return { dark: classes.has("dark"), colorScheme: root.style.colorScheme };
}

describe("theme", () => {
  it("stores its preference under vite-ui-theme", () => {
    expect(THEME_STORAGE_KEY).toBe("vite-ui-theme");
  });

  it("defaults to light, even when the system prefers dark", () => {
    expect(runInitScript(null, true)).toEqual({ dark: false, colorScheme: "light" });
    expect(runInitScript("nonsense", true)).toEqual({ dark: false, colorScheme: "light" });
  });

  it("applies a stored dark choice before paint", () => {
    expect(runInitScript("dark", false)).toEqual({ dark: true, colorScheme: "dark" });
  });

  it("follows the operating system when set to system", () => {
    expect(runInitScript("system", true).dark).toBe(true);
    expect(runInitScript("system", false).dark).toBe(false);
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("light", true)).toBe("light");
  });
});
