import type { TestProject } from "vitest/node";
import { startThrowawayPostgres } from "../../scripts/throwaway-postgres.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** A throwaway PostgreSQL server for the test run (scripts/throwaway-postgres.mjs). */
export default async function setup(project: TestProject) {
  const server = await startThrowawayPostgres({ maxConnections: 300 });
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
