export const COMPILE_HINT: string;
export function startupChunks(distDir: string): string[];
export function addCompileHints(distDir: string): { files: string[]; marked: string[] };
export function filesNamed(dir: string, suffix: string): Generator<string>;
