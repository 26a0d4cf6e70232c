import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres, type TEmbeddedDatabase } from "../../src/server/db/embedded.ts";

declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

let embedded: TEmbeddedDatabase | null = null;

/**
 * One PostgreSQL server for the run: the one at DATABASE_URL when set (CI runs the suite a
 * second time that way), otherwise the embedded one. Each test file makes its own database.
 */
export async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("adminDatabaseUrl", process.env.DATABASE_URL);
    return;
  }
  embedded = await startEmbeddedPostgres(".data-test", 54339, (message) => console.log(message));
  project.provide("adminDatabaseUrl", embedded.url);
}

export async function teardown() {
  await embedded?.stop();
}
