// npm run bench:api — The catalogue API: how near the database's own speed the
// public catalogue is served. Starts the product on a fresh embedded demo database (its own
// DATA_DIR in a temp directory, its own ports), once with the catalogue cache off (every request
// reads the database) and once with it on (BENCH_CACHE=off,on to choose), then, each time,
// BENCH_ROUNDS times, in this order:
//   - autocannon, 50 connections, BENCH_SECONDS each: GET /api/services (the default page) and
//     GET /api/services/:id (a demo service);
//   - pgbench on the same database, -c 50 -j 2 -n -T BENCH_SECONDS, one script per request
//     holding the very SQL the repository runs for it (captured through Drizzle's logger while
//     calling the real repository functions, never written by hand), sent as the app's driver
//     sends it: prepared once per connection, values as parameters (-M prepared; decision 0092),
//     and again as unnamed statements planned every time (-M extended), as the app sent them
//     before.
// Prints req/s, p50 and p99 of each, and API ÷ pgbench for both; the median round is the result.
// Results: stdout and bench/.results/api.json.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir, cpus } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../src/server/db/schema.ts";
import { catalogueRepository } from "../src/server/modules/catalogue/catalogue.repository.ts";
import { ZServiceListQuery } from "../src/shared/schemas/catalogue.ts";

const run = promisify(execFile);
const PORT = Number(process.env.BENCH_APP_PORT ?? 3112);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54422);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const PGBENCH = process.env.PGBENCH ?? "/usr/bin/pgbench";
const ORIGIN = `http://127.0.0.1:${PORT}`;
// The embedded server's own credentials (src/server/db/embedded.ts).
const PG_URL = `postgres://postgres:homefix-embedded@127.0.0.1:${PG_PORT}/postgres`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (message: string) => console.log(message);

async function startApp(dataDir: string, cache: TCache): Promise<ChildProcess> {
  const app = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      EMBEDDED_PG_PORT: String(PG_PORT),
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      // Decision 0088: "off" reads the database on every request.
      PUBLIC_READ_CACHE: cache,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 1200 && app.exitCode === null; i++) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return app;
    } catch {
      // starting
    }
    await sleep(250);
  }
  app.kill("SIGTERM");
  throw new Error(`the app did not start (exit code ${app.exitCode})`);
}

async function stopApp(app: ChildProcess) {
  if (app.exitCode !== null) return;
  const exited = new Promise((resolve) => app.once("exit", resolve));
  app.kill("SIGTERM");
  await exited;
}

/** The catalogue cache (decision 0088) on, or off: every request reads the database. */
type TCache = "on" | "off";
const CACHES = (process.env.BENCH_CACHE ?? "off,on").split(",") as TCache[];

type TStatement = { sql: string; params: unknown[] };

/** The statements `work` sends, in order, read from Drizzle's logger: the repository's own SQL. */
async function capture(work: (repository: ReturnType<typeof catalogueRepository>) => Promise<unknown>): Promise<TStatement[]> {
  const statements: TStatement[] = [];
  const pool = new pg.Pool({ connectionString: PG_URL, max: 4 });
  try {
    const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => statements.push({ sql, params }) } });
    await work(catalogueRepository(db));
  } finally {
    await pool.end();
  }
  return statements;
}

/**
 * A pgbench script of these statements, each `$n` a pgbench variable (sent as a bound parameter
 * of a statement prepared once per connection with -M prepared, as the app's named statements are), with the -D definitions that give their values.
 */
function pgbenchScript(name: string, statements: TStatement[]) {
  const defines: string[] = [];
  const lines = statements.map((statement, s) => {
    const text = statement.sql.replace(/\$(\d+)/g, (_match, n: string) => `:${name}_${s}_${n}`);
    statement.params.forEach((value, i) => {
      if (value !== null && typeof value === "object") throw new Error(`a parameter pgbench cannot pass: ${JSON.stringify(value)}`);
      const text = String(value);
      if (/\s/.test(text)) throw new Error(`a parameter with white space pgbench -D cannot pass: ${text}`);
      defines.push("-D", `${name}_${s}_${i + 1}=${text}`);
    });
    // One line per statement: pgbench ends a SQL command at the end of the line (or at a semicolon).
    return `${text.replace(/\s+/g, " ")};`;
  });
  return { text: `${lines.join("\n")}\n`, defines };
}

type TFigures = { rps: number; p50: number; p99: number; errors: number };

async function autocannon(url: string, seconds: number): Promise<TFigures> {
  const cli = path.resolve("node_modules/autocannon/autocannon.js");
  const { stdout } = await run(process.execPath, [cli, "-c", String(CONNECTIONS), "-d", String(seconds), "--json", url], { maxBuffer: 64 * 1024 * 1024 });
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors + result.timeouts };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/**
 * How pgbench sends the statements: `prepared` (parsed and planned once per connection) is how
 * the app's named statements go (decision 0092); `extended` (parsed and planned every time) is
 * how an unnamed statement goes, as the app sent these before.
 */
type TProtocol = "prepared" | "extended";

async function pgbench(scriptFile: string, defines: string[], seconds: number, logDir: string, protocol: TProtocol): Promise<TFigures> {
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  const url = new URL(PG_URL);
  const args = [
    ...["-h", url.hostname, "-p", url.port, "-U", url.username, "-n", "-M", protocol],
    ...["-c", String(CONNECTIONS), "-j", "2", "-T", String(seconds), "-f", scriptFile],
    ...["-l", "--log-prefix", path.join(logDir, "tx")],
    ...defines,
    url.pathname.slice(1),
  ];
  const { stdout } = await run(PGBENCH, args, { env: { ...process.env, PGPASSWORD: url.password }, maxBuffer: 16 * 1024 * 1024 });
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
  // The per-transaction log: `client tx latency_us script epoch us` (one file per thread).
  const latencies: number[] = [];
  for (const file of readdirSync(logDir)) {
    for (const line of readFileSync(path.join(logDir, file), "utf8").split("\n")) {
      const field = line.split(" ")[2];
      if (field) latencies.push(Number(field) / 1000);
    }
  }
  latencies.sort((a, b) => a - b);
  if (!Number.isFinite(tps) || latencies.length === 0) throw new Error(`pgbench printed no result:\n${stdout}`);
  return { rps: tps, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors: failed };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fixed = (value: number, digits = 0) => value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function main() {
  say(`bench:api — ${CONNECTIONS} connections, ${SECONDS} s per measure, ${ROUNDS} rounds; ${cpus().length} cores; catalogue cache ${CACHES.join(", then ")}`);
  say(
    `load average at start: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), "homefix-bench-api-"));
  const results = [];
  try {
    for (const cache of CACHES) results.push(await measure(dataDir, cache));
    say(
      `load average at end: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
    );
    mkdirSync("bench/.results", { recursive: true });
    writeFileSync("bench/.results/api.json", JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, results }, null, 2));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Starts the app with the cache on or off (the same data directory, so the same demo data) and measures it beside pgbench. */
async function measure(dataDir: string, cache: TCache) {
  say(`\n## catalogue cache ${cache}`);
  const app = await startApp(dataDir, cache);
  try {
    const page = (await (await fetch(`${ORIGIN}/api/services`)).json()) as { services: { id: string }[]; total: number };
    const serviceId = page.services[0]?.id;
    if (!serviceId) throw new Error("the demo catalogue is empty");
    say(`demo catalogue: ${page.total} services, first page ${page.services.length}; service ${serviceId}`);

    // What the two routes run on the database (catalogue.routes.ts): the page, its total and the
    // categories; one service.
    const listSql = await capture((repository) => Promise.all([repository.listActive(ZServiceListQuery.parse({})), repository.activeCategories()]));
    const oneSql = await capture((repository) => repository.findActive(serviceId));
    const scripts = { list: pgbenchScript("list", listSql), one: pgbenchScript("one", oneSql) };
    for (const [name, script] of Object.entries(scripts)) writeFileSync(path.join(dataDir, `${name}.sql`), script.text);

    const targets = {
      list: { label: "GET /api/services", url: `${ORIGIN}/api/services` },
      one: { label: "GET /api/services/:id", url: `${ORIGIN}/api/services/${serviceId}` },
    } as const;
    // Warm up the app (JIT, pool) and the database's caches.
    for (const target of Object.values(targets)) await autocannon(target.url, 3);
    for (const [name, script] of Object.entries(scripts))
      await pgbench(path.join(dataDir, `${name}.sql`), script.defines, 3, path.join(dataDir, "log"), "prepared");

    type TRound = { api: TFigures; prepared: TFigures; extended: TFigures };
    const rounds: Record<keyof typeof targets, TRound[]> = { list: [], one: [] };
    const ratio = (api: TFigures, db: TFigures) => fixed(api.rps / db.rps, 2);
    const tps = (db: TFigures) => `${fixed(db.rps)} tps (p50 ${fixed(db.p50, 1)} ms, p99 ${fixed(db.p99, 1)} ms, ${db.errors} failed)`;
    for (let round = 1; round <= ROUNDS; round++) {
      for (const name of Object.keys(targets) as (keyof typeof targets)[]) {
        const api = await autocannon(targets[name].url, SECONDS);
        const file = path.join(dataDir, `${name}.sql`);
        const prepared = await pgbench(file, scripts[name].defines, SECONDS, path.join(dataDir, "log"), "prepared");
        const extended = await pgbench(file, scripts[name].defines, SECONDS, path.join(dataDir, "log"), "extended");
        rounds[name].push({ api, prepared, extended });
        say(
          `round ${round} ${targets[name].label}: API ${fixed(api.rps)} req/s (p50 ${api.p50} ms, p99 ${api.p99} ms, ${api.errors} errors); ` +
            `pgbench prepared ${tps(prepared)}, ratio ${ratio(api, prepared)}; pgbench extended ${tps(extended)}, ratio ${ratio(api, extended)}`,
        );
      }
    }

    say(
      `\n| cache | request | API req/s | API p50 | API p99 | pgbench -M prepared tps | p50 | p99 | API ÷ prepared | pgbench -M extended tps | p50 | p99 | API ÷ extended |`,
    );
    say("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    const summary = [];
    for (const name of Object.keys(targets) as (keyof typeof targets)[]) {
      const ratios = rounds[name].map((r) => r.api.rps / r.prepared.rps);
      // The round whose ratio (to the prepared run) is the median: its figures are printed together.
      const chosen = rounds[name][ratios.indexOf(median(ratios))];
      const { api, prepared, extended } = chosen;
      const cells = (db: TFigures) => `${fixed(db.rps)} | ${fixed(db.p50, 1)} ms | ${fixed(db.p99, 1)} ms | ${ratio(api, db)}`;
      say(`| ${cache} | ${targets[name].label} | ${fixed(api.rps)} | ${api.p50} ms | ${api.p99} ms | ${cells(prepared)} | ${cells(extended)} |`);
      summary.push({ request: targets[name].label, sql: name === "list" ? listSql : oneSql, rounds: rounds[name], median: chosen });
    }
    return { cache, summary };
  } finally {
    await stopApp(app);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
