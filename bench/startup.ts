// npm run bench:startup — start to serving: how long after `node dist/app/main.js` is started
// (PostgreSQL already up, the database already migrated) the process answers GET /api/health
// with 200, and, for comparison, the same through tsx from the sources (`npm run serve`).
// BENCH_RUNS (9) starts of each, one after the other, each stopped with SIGTERM before the next;
// the median is the result. Needs `npm run build` first and a PostgreSQL at BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres), where it makes a database of its own.
// Results: stdout and bench/.results/startup.json.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import pg from "pg";

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const PORT = Number(process.env.BENCH_APP_PORT ?? 3114);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE = "homefix_bench_startup";
const url = new URL(ADMIN_URL);
url.pathname = `/${DATABASE}`;

const COMMANDS = {
  "node dist/app/main.js": ["dist/app/main.js"],
  "tsx src/server/main.ts": ["--import", "tsx", "src/server/main.ts"],
} as const;

/** Milliseconds from the spawn to the first 200 from /api/health (polled every 10 ms). */
async function startOnce(args: readonly string[]): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
      DATABASE_URL: url.toString(),
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  if (!existsSync("dist/app/main.js")) throw new Error("run `npm run build` first");
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  const results: Record<string, { runs: number[]; median: number }> = {};
  try {
    // The first start migrates the empty database; it is not counted.
    await startOnce(COMMANDS["node dist/app/main.js"]);
    for (const [name, args] of Object.entries(COMMANDS)) {
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(Math.round(await startOnce(args)));
      results[name] = { runs, median: median(runs) };
      console.log(`${name}: median ${median(runs)} ms (runs: ${runs.join(", ")} ms)`);
    }
  } finally {
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.end();
  }
  mkdirSync("bench/.results", { recursive: true });
  writeFileSync(
    "bench/.results/startup.json",
    JSON.stringify({ at: new Date().toISOString(), cpus: cpus().length, loadavg: loadavg(), runs: RUNS, results }, null, 2),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
