import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { inject } from "vitest";

export { freePort } from "./ports.ts";

/**
 * The server as `npm run build` compiles it (scripts/build-server.mjs), built into a folder of
 * its own inside the repository (its imports of packages resolve to node_modules from there),
 * with a client folder holding the repository's index.html as the built shell.
 */
export async function buildServer() {
  const dir = path.resolve(".data-test", `build-${randomBytes(4).toString("hex")}`);
  await promisify(execFile)(process.execPath, ["scripts/build-server.mjs", path.join(dir, "app")]);
  mkdirSync(path.join(dir, "client"), { recursive: true });
  writeFileSync(path.join(dir, "client", "index.html"), readFileSync("index.html", "utf8"));
  return {
    main: path.join(dir, "app", "main.js"),
    clientDir: path.join(dir, "client"),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export type TRunning = { child: ChildProcess; output: () => string; exited: Promise<number | null>; base: string };

/** `node <main>` as `npm run start:prod` runs it: NODE_ENV=production, its secret, its database. */
export function startBuilt(main: string, env: Record<string, string>, port: number): TRunning {
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      AUTH_SECRET: randomBytes(24).toString("hex"),
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SSR_DIR: ".data-test/no-ssr",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited, base: `http://127.0.0.1:${port}` };
}

export async function healthOf(base: string) {
  return fetch(`${base}/api/health`).then(
    (response) => response.status,
    () => 0,
  );
}

/** Waits until the process answers its health check with 200; fails with its output if it exits first. */
export async function untilHealthy(run: TRunning, timeoutMs = 90_000) {
  for (const deadline = Date.now() + timeoutMs; (await healthOf(run.base)) !== 200;) {
    if (run.child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not become healthy:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function stop(run: TRunning) {
  if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill("SIGTERM");
  return run.exited;
}

/** An empty database (no migration applied) on the run's PostgreSQL, and how to drop it. */
export async function emptyDatabase() {
  const adminUrl = inject("adminDatabaseUrl");
  const name = `homefix_empty_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
