import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { connectDatabase, migrateDatabase } from "../../src/server/db/client.ts";
import { startEmbeddedPostgres, type TEmbeddedDatabase } from "../../src/server/db/embedded.ts";

declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    /** A database with every migration applied, which each test file's database is copied from. */
    templateDatabase: string;
  }
}

let embedded: TEmbeddedDatabase | null = null;
let adminUrl = "";
let template = "";

/**
 * One PostgreSQL server for the run: the one at DATABASE_URL when set (CI runs the suite a
 * second time that way), otherwise the embedded one. The migrations run once, here, into a
 * template database; each test file's own database is a copy of it (`create database … template`
 * takes a fraction of a second where running every migration takes seconds).
 */
export async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    embedded = await startEmbeddedPostgres(".data-test", 54339, (message) => console.log(message));
    adminUrl = embedded.url;
  }
  template = `homefix_template_${randomBytes(6).toString("hex")}`;
  await adminQuery(`create database ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const database = connectDatabase(url.toString(), { max: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    // A template must have no open connection while it is copied.
    await database.close();
  }
  project.provide("adminDatabaseUrl", adminUrl);
  project.provide("templateDatabase", template);
}

export async function teardown() {
  if (template) await adminQuery(`drop database if exists ${template} with (force)`).catch(() => {});
  await embedded?.stop();
}

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
