import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createVerifiedAccount } from "../src/server/auth/accounts.ts";
import { seedDemoData } from "../src/server/db/seed.ts";
import { pruneBackups } from "../src/server/ops/backup.ts";
import { emptyDatabase } from "./setup/built-server.ts";
import { createTestApp, PASSWORD, type TTestApp } from "./setup/test-app.ts";

// Decision 0163: `npm run backup` and `npm run restore FILE`, round trip on the demo data.

const run = promisify(execFile);
const dir = path.resolve(mkdtempSync(path.join(".data-test", "backup-")));
const dataDir = path.join(dir, "data");
const restoredDataDir = path.join(dir, "restored");
const backupDir = path.join(dir, "backups");

let t: TTestApp;
let target: Awaited<ReturnType<typeof emptyDatabase>>;

/**
 * pg_dump refuses a server newer than itself. The embedded PostgreSQL (18) is newer than the
 * system's pg_dump here (15): the round trip then runs in CI's second pass, on the system's server.
 */
async function pgDumpCanRead(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const server = Math.floor((await client.query<{ v: number }>("select current_setting('server_version_num')::int as v")).rows[0].v / 10_000);
  await client.end();
  const dump = Number(/(\d+)\.\d+/u.exec(execFileSync("pg_dump", ["--version"], { encoding: "utf8" }))?.[1]);
  return dump >= server;
}

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  await seedDemoData(t.database.db, (input) =>
    createVerifiedAccount(t.app.auth, t.database.db, { email: input.email, password: PASSWORD, name: input.name, role: input.role }),
  );
  mkdirSync(path.join(dataDir, "uploads", "jobs"), { recursive: true });
  writeFileSync(path.join(dataDir, "uploads", "jobs", "photo.webp"), "a job photo's bytes");
  target = await emptyDatabase();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await target?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** Every table's row count (the product's, the queue's, the migrations' record) and a checksum of every money column. */
async function contents(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ schema: string; name: string }>(
      "select table_schema as schema, table_name as name from information_schema.tables where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2",
    );
    const counts: Record<string, number> = {};
    for (const table of tables) {
      counts[`${table.schema}.${table.name}`] = (
        await client.query<{ n: number }>(`select count(*)::int as n from "${table.schema}"."${table.name}"`)
      ).rows[0].n;
    }
    const { rows: columns } = await client.query<{ tbl: string; col: string }>(
      `select table_name as tbl, column_name as col from information_schema.columns
        where table_schema = 'public' and data_type in ('integer', 'bigint', 'numeric')
          and column_name ~ '(amount|price|subtotal|total|tax|fee|cents|balance|refund)' order by 1, 2`,
    );
    const money: Record<string, string> = {};
    for (const { tbl, col } of columns) {
      const { rows } = await client.query<{ sum: string | null; digest: string }>(
        `select sum("${col}")::text as sum, md5(coalesce(string_agg("${col}"::text, ',' order by "${col}"), '')) as digest from "${tbl}"`,
      );
      money[`${tbl}.${col}`] = `${rows[0].sum} ${rows[0].digest}`;
    }
    return { counts, money };
  } finally {
    await client.end();
  }
}

const script = (name: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, ...args], { env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", ...env } });

const dumpable = await pgDumpCanRead(inject("adminDatabaseUrl"));

describe("npm run backup, then npm run restore FILE", () => {
  it.skipIf(!dumpable)(
    "brings the demo data back into an empty database: every table's rows and every money column the same, with the uploads",
    async () => {
      const before = await contents(t.database.url);
      expect(before.counts["public.services"]).toBeGreaterThan(0);
      expect(Object.values(before.money).some((value) => !value.startsWith("null"))).toBe(true);

      const backedUp = await script("backup", [], { DATABASE_URL: t.database.url, DATA_DIR: dataDir, BACKUP_DIR: backupDir });
      const file = /backup written: (.+)/u.exec(backedUp.stdout)?.[1] ?? "";
      expect(path.basename(file)).toMatch(/^homefix-\d{8}T\d{6}Z\.tar$/u);
      expect(readdirSync(backupDir)).toEqual([path.basename(file)]);

      await script("restore", [file], { DATABASE_URL: target.url, DATA_DIR: restoredDataDir });
      expect(await contents(target.url)).toEqual(before);
      expect(readFileSync(path.join(restoredDataDir, "uploads", "jobs", "photo.webp"), "utf8")).toBe("a job photo's bytes");

      // A second restore into the now full database is refused and changes nothing.
      const again = await script("restore", [file], { DATABASE_URL: target.url, DATA_DIR: restoredDataDir }).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(again).toMatchObject({ code: 1 });
      expect((again as { stderr: string }).stderr).toContain("the database to restore into is not empty");
      expect(await contents(target.url)).toEqual(before);
    },
    120_000,
  );

  it("keeps the newest backups and deletes the older ones", () => {
    const keepDir = path.join(dir, "keep");
    mkdirSync(keepDir, { recursive: true });
    const names = ["20261101T033000Z", "20261102T033000Z", "20261103T033000Z", "20261104T033000Z"].map((stamp) => `homefix-${stamp}.tar`);
    for (const name of [...names, ".homefix-20261105T033000Z.tar.partial", "notes.txt"]) writeFileSync(path.join(keepDir, name), "");
    expect(pruneBackups(keepDir, 2).sort()).toEqual(names.slice(0, 2));
    expect(readdirSync(keepDir).sort()).toEqual([".homefix-20261105T033000Z.tar.partial", ...names.slice(2), "notes.txt"].sort());
  });
});
