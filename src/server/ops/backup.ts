import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

/**
 * Decision 0163: a backup is one tar file, `homefix-<time>.tar`, holding
 * - `database.pgdump`: pg_dump's custom format of the whole database (every schema: the
 *   product's, the migrations' record, the queue's). pg_dump reads one snapshot, so the dump is
 *   consistent while the app keeps writing;
 * - `uploads/`: the uploads folder (DATA_DIR/uploads) when files are stored there; with a bucket
 *   (S3_BUCKET) the files stay in the bucket, whose own versioning or mirror keeps them;
 * - `manifest.json`: when, which PostgreSQL, which pg_dump, where the uploads were.
 * pg_dump and pg_restore are PG_BIN_DIR's when set, else the ones on the PATH; pg_dump must be
 * of the server's major version or newer (it refuses an older one).
 */
export type TBackupSource = { databaseUrl: string; uploadsDir: string | null; bucket?: string | null; pgBinDir?: string };

const FILE = /^homefix-\d{8}T\d{6}Z\.tar$/u;

const tool = (pgBinDir: string | undefined, name: "pg_dump" | "pg_restore") => (pgBinDir ? path.join(pgBinDir, name) : name);

async function serverVersion(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ server_version: string }>("show server_version")).rows[0].server_version;
  } finally {
    await client.end();
  }
}

/** Writes a backup into `outDir` and returns its path; a file appears there only once complete. */
export async function writeBackup(source: TBackupSource, outDir: string, now = new Date()): Promise<string> {
  mkdirSync(outDir, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), "homefix-backup-"));
  try {
    const pgDump = tool(source.pgBinDir, "pg_dump");
    await run(pgDump, ["--format=custom", "--no-owner", "--no-privileges", "--file", path.join(work, "database.pgdump"), "--dbname", source.databaseUrl]);
    const uploads = source.uploadsDir && existsSync(source.uploadsDir) ? source.uploadsDir : null;
    if (uploads) cpSync(uploads, path.join(work, "uploads"), { recursive: true });
    const manifest = {
      format: 1,
      created_at: now.toISOString(),
      postgresql: await serverVersion(source.databaseUrl),
      pg_dump: (await run(pgDump, ["--version"])).stdout.trim(),
      uploads: uploads ? "uploads/" : source.bucket ? `in the bucket ${source.bucket}` : "none",
    };
    writeFileSync(path.join(work, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    const name = `homefix-${now
      .toISOString()
      .replace(/[-:]/gu, "")
      .replace(/\.\d+Z$/u, "Z")}.tar`;
    const partial = path.join(outDir, `.${name}.partial`);
    await run("tar", ["-cf", partial, "-C", work, ...readdirSync(work)]);
    renameSync(partial, path.join(outDir, name));
    return path.join(outDir, name);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` backups of `outDir` and deletes the older ones; returns the deleted. */
export function pruneBackups(outDir: string, keep: number): string[] {
  if (!existsSync(outDir)) return [];
  const backups = readdirSync(outDir)
    .filter((name) => FILE.test(name))
    .sort()
    .reverse();
  const old = backups.slice(keep);
  for (const name of old) rmSync(path.join(outDir, name));
  return old;
}

/**
 * Brings a backup back into an empty database (refused otherwise: a restore never mixes with
 * live data), and its uploads into `uploadsDir` (files already there are kept).
 */
export async function restoreBackup(file: string, target: { databaseUrl: string; uploadsDir: string | null; pgBinDir?: string }) {
  if (!existsSync(file) || !statSync(file).isFile()) throw new Error(`no backup file at ${file}`);
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    if (rows[0].n > 0) throw new Error("the database to restore into is not empty: restore into a new, empty database");
  } finally {
    await client.end();
  }
  const work = mkdtempSync(path.join(tmpdir(), "homefix-restore-"));
  try {
    await run("tar", ["-xf", file, "-C", work]);
    if (!existsSync(path.join(work, "database.pgdump"))) throw new Error(`${file} is not a HomeFix backup (no database.pgdump)`);
    await run(tool(target.pgBinDir, "pg_restore"), [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      "--dbname",
      target.databaseUrl,
      path.join(work, "database.pgdump"),
    ]);
    const uploads = path.join(work, "uploads");
    if (target.uploadsDir && existsSync(uploads)) cpSync(uploads, target.uploadsDir, { recursive: true, force: false });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
