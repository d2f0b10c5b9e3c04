export const CSP_HASHES_FILE: string;
export function hashSource(text: string): string;
export function inlineScripts(html: string): string[];
export function pagePath(appDir: string, file: string): string;
export function collectPageHashes(distDir: string): { pages: Record<string, string[]>; fallback: string[] };
export function writePageHashes(distDir: string): { pages: Record<string, string[]>; fallback: string[] };
