import { createHash } from "node:crypto";
import { loadBelowFoldImagesScript } from "@/lib/images/load-below-fold-images";
import { myStoreInitScript } from "@/lib/locations/public-location";
import { themeInitScript } from "@/lib/theme/theme";

/** A CSP source that allows exactly the inline script whose text is `script`. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

/**
 * The root layout's own inline scripts (theme, My Store, below-the-fold images). They are the same
 * on every page, prerendered or not, so every page's policy allows them by hash.
 */
export const LAYOUT_SCRIPT_SOURCES: readonly string[] = [
  themeInitScript,
  myStoreInitScript,
  loadBelowFoldImagesScript,
].map(scriptHash);

/** A fresh nonce for one response: 128 random bits, base64. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}
