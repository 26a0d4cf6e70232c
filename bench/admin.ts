// npm run bench:admin — Scale and speed: the admin jobs API at a million jobs on the
// embedded default. Loads the data set once (npm run seed:scale, kept in BENCH_DATA_DIR for
// later runs), starts the product, signs in as the demo admin and measures p50/p95 over
// repeated requests: the list's first page, a page 10,000 jobs deep, a search, a filtered
// page, the summary cards and the counters; then the CSV export of ~100,000 jobs, its time and
// the server's peak memory (RSS sampled from /proc). Results: stdout and bench/.results/.
// A route not built yet (404) is reported as such. Sequential requests: latency, not throughput.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";

const PORT = Number(process.env.BENCH_APP_PORT ?? 3110);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54420);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? ".data-bench";
const JOBS = Number(process.env.BENCH_JOBS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const EXPORT_TARGET = Number(process.env.BENCH_EXPORT_JOBS ?? 100_000);
/** A slow request is measured for at most this long (then over fewer runs, reported as n). */
const TIME_LIMIT_MS = Number(process.env.BENCH_TIME_LIMIT_SECONDS ?? 60) * 1000;
const ORIGIN = `http://localhost:${PORT}`;
const ADMIN = { email: "admin@homefix.test", password: process.env.DEMO_PASSWORD ?? "homefix-demo" };
const APP_ENV = {
  ...process.env,
  NODE_ENV: "development",
  DATABASE_URL: "",
  DATA_DIR,
  PORT: String(PORT),
  HOST: "127.0.0.1",
  EMBEDDED_PG_PORT: String(PG_PORT),
  PUBLIC_URL: ORIGIN,
  LOG_LEVEL: "warn",
  SEED_DEMO: "true",
  AUTH_RATE_LIMIT_MAX: "1000",
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (message: string) => console.log(message);

async function startApp(): Promise<ChildProcess> {
  const app = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { env: APP_ENV, stdio: ["ignore", "ignore", "inherit"] });
  for (let i = 0; i < 1200 && app.exitCode === null; i++) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return app;
    } catch {
      // starting
    }
    await sleep(250);
  }
  app.kill("SIGTERM");
  throw new Error("the app did not start");
}

async function stopApp(app: ChildProcess) {
  const exited = new Promise((resolve) => app.once("exit", resolve));
  app.kill("SIGTERM");
  await exited;
}

async function signIn() {
  const response = await fetch(`${ORIGIN}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

let cookie = "";
const get = (path: string) => fetch(`${ORIGIN}${path}`, { headers: { cookie } });
async function getJson<T>(path: string): Promise<{ status: number; body: T | null }> {
  const response = await get(path);
  return { status: response.status, body: response.ok ? ((await response.json()) as T) : (await response.text(), null) };
}

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];

type TResult = { name: string; path: string; status: string; n?: number; p50?: number; p95?: number; max?: number; note?: string };

/** Warm-up, then `RUNS` sequential requests, each read to its end. */
async function measure(name: string, path: string | null, note?: string): Promise<TResult> {
  if (!path) return { name, path: "—", status: "not built yet", note };
  const first = await get(path);
  await first.arrayBuffer();
  if (!first.ok) return { name, path, status: first.status === 404 ? "not built yet (404)" : `HTTP ${first.status}`, note };
  for (let i = 0; i < WARMUP; i++) await (await get(path)).arrayBuffer();
  const times: number[] = [];
  const until = performance.now() + TIME_LIMIT_MS;
  for (let i = 0; i < RUNS && performance.now() < until; i++) {
    const started = performance.now();
    const response = await get(path);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) return { name, path, status: `HTTP ${response.status} on run ${i}`, note };
  }
  times.sort((a, b) => a - b);
  return { name, path, status: "ok", n: times.length, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1], note };
}

/** The cursor of the page that starts 10,000 jobs deep, by following the list's own cursors. */
async function deepCursor(depth: number): Promise<string | null> {
  let cursor: string | null = null;
  for (let seen = 0; seen < depth; seen += 100) {
    const page: { status: number; body: { next_cursor: string | null } | null } = await getJson(
      `/api/admin/jobs?limit=100${cursor ? `&cursor=${cursor}` : ""}`,
    );
    if (!page.body?.next_cursor) return null;
    cursor = page.body.next_cursor;
  }
  return cursor;
}

const rssKb = (pid: number, field: "VmRSS" | "VmHWM") =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN);

/** The export closest to EXPORT_TARGET jobs among a few filters: time to the last byte and RSS while it streams. */
async function measureExport(pid: number) {
  const candidates = ["status=cancelled", "priority=high", "status=completed&priority=high", "priority=medium&status=cancelled"];
  const counted = await Promise.all(
    candidates.map(async (query) => ({ query, jobs: (await getJson<{ filtered: number }>(`/api/admin/jobs/count?${query}`)).body?.filtered ?? 0 })),
  );
  const { query, jobs } = counted.sort((a, b) => Math.abs(a.jobs - EXPORT_TARGET) - Math.abs(b.jobs - EXPORT_TARGET))[0];
  const path = `/api/admin/jobs/export.csv?${query}`;
  const before = rssKb(pid, "VmRSS");
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid, "VmRSS"))), 20);
  const started = performance.now();
  const response = await get(path);
  let bytes = 0;
  let lines = 0;
  if (response.ok && response.body) {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
  } else await response.arrayBuffer();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (!response.ok) return { path, jobs, status: response.status === 404 ? "not built yet (404)" : `HTTP ${response.status}` };
  return {
    path,
    jobs,
    status: "ok",
    seconds,
    megabytes: bytes / 1e6,
    lines,
    rssBeforeMb: before / 1024,
    rssPeakMb: peak / 1024,
    rssGrowthMb: (peak - before) / 1024,
  };
}

async function ensureDataSet() {
  let app = await startApp();
  cookie = await signIn();
  const total = (await getJson<{ total: number }>("/api/admin/jobs/count")).body?.total ?? 0;
  if (total >= JOBS * 0.99) return app;
  say(`${total.toLocaleString("en-US")} jobs in ${DATA_DIR}: loading ${JOBS.toLocaleString("en-US")} with npm run seed:scale (a few minutes, once)…`);
  await stopApp(app);
  const seeded = spawnSync("npx", ["tsx", "scripts/seed-scale.ts", "--jobs", String(JOBS), ...(total > 0 ? ["--replace"] : [])], {
    env: APP_ENV,
    stdio: "inherit",
  });
  if (seeded.status !== 0) throw new Error("seed:scale failed");
  app = await startApp();
  cookie = await signIn();
  return app;
}

const fmt = (ms: number | undefined) => (ms === undefined ? "—" : `${ms.toFixed(1)} ms`);

async function main() {
  if (!existsSync("/proc/self/status")) throw new Error("bench:admin reads the server's memory from /proc (Linux)");
  const app = await ensureDataSet();
  try {
    const summary = (await getJson<{ total: number }>("/api/admin/jobs/summary")).body;
    say(
      `jobs: ${summary?.total.toLocaleString("en-US")}; load average before: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}; ${RUNS} runs after ${WARMUP} warm-up`,
    );
    const cursor = await deepCursor(10_000);
    const results: TResult[] = [
      // The floor on this machine at this moment: a request that reads no jobs at all.
      await measure("floor: health check", "/api/health", "no jobs read: the machine's own latency"),
      await measure("floor: signed-in request", "/api/me", "the session check every admin request pays"),
      await measure("list, first page", "/api/admin/jobs?limit=20"),
      await measure("list, 10,000 jobs deep", cursor ? `/api/admin/jobs?limit=20&cursor=${cursor}` : null, "cursor found by following 100 pages of 100"),
      await measure("list, search", "/api/admin/jobs?q=faucet&limit=20"),
      // Decision 0036: searches the planner gets wrong without help (several words, rare, none).
      await measure("list, search (two common words)", "/api/admin/jobs?q=water%20heater&limit=20"),
      await measure("list, search (a customer's full name)", "/api/admin/jobs?q=jennifer%20smith&limit=20"),
      await measure("list, search (a last name)", "/api/admin/jobs?q=nguyen&limit=20"),
      await measure("list, search (no match)", "/api/admin/jobs?q=zzyzx&limit=20"),
      await measure("list, filtered", "/api/admin/jobs?status=scheduled&priority=high&limit=20"),
      await measure("summary cards", "/api/admin/jobs/summary"),
      await measure("counters, no filter", "/api/admin/jobs/count"),
      await measure("counters, status and priority", "/api/admin/jobs/count?status=scheduled&priority=high"),
      await measure("counters, search (common word)", "/api/admin/jobs/count?q=faucet"),
      await measure("counters, search (no match)", "/api/admin/jobs/count?q=zzyzx"),
    ];
    const exported = await measureExport(app.pid!);
    const load = loadavg()
      .map((n) => n.toFixed(2))
      .join(" ");
    say("");
    say("| request | n | p50 | p95 | max | |");
    say("| --- | --- | --- | --- | --- | --- |");
    for (const r of results) {
      const outcome = r.status === "ok" ? (r.note ?? "") : r.status;
      say(`| ${r.name} (\`${r.path}\`) | ${r.n ?? "—"} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.max)} | ${outcome} |`);
    }
    say("");
    if (exported.status === "ok") {
      say(
        `export \`${exported.path}\` (${exported.jobs.toLocaleString("en-US")} jobs): ${exported.seconds!.toFixed(1)} s, ${exported.megabytes!.toFixed(1)} MB, ${exported.lines} lines; ` +
          `server RSS ${exported.rssBeforeMb!.toFixed(0)} MB before, peak ${exported.rssPeakMb!.toFixed(0)} MB (+${exported.rssGrowthMb!.toFixed(0)} MB)`,
      );
    } else say(`export \`${exported.path}\`: ${exported.status}`);
    say(`load average after: ${load}`);
    mkdirSync("bench/.results", { recursive: true });
    writeFileSync("bench/.results/admin.json", JSON.stringify({ at: new Date().toISOString(), jobs: summary?.total, runs: RUNS, results, exported }, null, 2));
  } finally {
    await stopApp(app);
  }
}

await main();
