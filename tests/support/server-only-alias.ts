import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * Next.js resolves `server-only` to an empty module in server code (and fails a browser bundle
 * that imports it); the tests run server code only, so they get the empty module too.
 */
export const serverOnlyAlias = { "server-only": require.resolve("next/dist/compiled/server-only/empty") };
