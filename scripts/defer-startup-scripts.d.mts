export const FALLBACK_MS: number;
export function startupLoader(sources: string[]): string;
export function deferStartupScripts(html: string): string | null;
export function deferPrerenderedPages(distDir: string): { pages: number; changed: number; deferred: number };
export function restoreStartupScripts(html: string): string;
export function restorePrerenderedPages(distDir: string): number;
