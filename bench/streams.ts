// npm run bench:streams — Speed: 1,000 open live streams on one app process.
// Starts the product on the embedded default with the demo data (kept in BENCH_DATA_DIR), signs
// in as the demo admin, opens BENCH_STREAMS streams to GET /api/events (admins hear every job
// change), and measures:
//   - memory per stream: the server's RSS (from /proc) with the streams open, less before, / n;
//   - fan-out latency: an admin changes a job's priority through the API (the real path:
//     request → transaction → trigger → NOTIFY → the process's listener → every stream), and each
//     stream's arrival time is taken from just before the request was sent. Over BENCH_ROUNDS
//     changes: p50/p95 over every (round, client) arrival, and p50/p95 of each round's last
//     arrival (the 1,000th client).
// The streams are read by this one Node process, so its own scheduling is in the figures: they
// are an upper bound of what a browser would see. Results: stdout and bench/.results/.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";

const PORT = Number(process.env.BENCH_APP_PORT ?? 3111);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54421);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? ".data-bench-streams";
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const ORIGIN = `http://localhost:${PORT}`;
const ADMIN = { email: "admin@homefix.test", password: process.env.DEMO_PASSWORD ?? "homefix-demo" };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (message: string) => console.log(message);

async function startApp(): Promise<ChildProcess> {
  const app = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
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
  throw new Error("the app did not start");
}

async function stopApp(app: ChildProcess) {
  const exited = new Promise((resolve) => app.once("exit", resolve));
  app.kill("SIGTERM");
  await exited;
}

function rssKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0);
}

async function signIn(): Promise<string> {
  const response = await fetch(`${ORIGIN}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** One stream: calls `onJob` with each job.changed event's id as it arrives. */
async function openStream(cookie: string, onJobEvent: (jobId: string) => void, signal: AbortSignal) {
  // Node's fetch opens as many connections to one origin as asked (undici's default: no cap).
  const response = await fetch(`${ORIGIN}/api/events`, { headers: { cookie, accept: "text/event-stream" }, signal });
  if (response.status !== 200 || !response.body) throw new Error(`stream refused: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.includes("event: job.changed")) continue;
          const data = block.split("\n").find((line) => line.startsWith("data: "));
          if (data) onJobEvent((JSON.parse(data.slice(6)) as { job_id: string }).job_id);
        }
      }
    } catch {
      // closed by the bench
    }
  })();
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  say(
    `bench:streams — ${STREAMS} streams, ${ROUNDS} job changes; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  const app = await startApp();
  const controller = new AbortController();
  try {
    const cookie = await signIn();
    const jobs = (await (await fetch(`${ORIGIN}/api/admin/jobs?limit=1`, { headers: { cookie } })).json()) as { items: { id: string }[] };
    const jobId = jobs.items[0]?.id;
    if (!jobId) throw new Error("no job to change");

    await sleep(2_000); // let the process settle after its start and first requests
    const before = rssKb(app.pid!);

    // Per round, how many streams have heard the change, and when.
    let round = -1;
    let sentAt = 0;
    let heard = new Set<number>();
    const arrivals: number[][] = [];
    const opened: Promise<void>[] = [];
    for (let i = 0; i < STREAMS; i++) {
      opened.push(
        openStream(
          cookie,
          (id) => {
            if (id !== jobId || round < 0 || heard.has(i)) return;
            heard.add(i);
            arrivals[round].push(performance.now() - sentAt);
          },
          controller.signal,
        ),
      );
      if (i % 100 === 99) await Promise.all(opened.splice(0));
    }
    await Promise.all(opened);
    await sleep(2_000);
    const withStreams = rssKb(app.pid!);
    say(`server RSS: ${(before / 1024).toFixed(1)} MB before, ${(withStreams / 1024).toFixed(1)} MB with ${STREAMS} streams open`);
    say(`memory per stream: ${((withStreams - before) / STREAMS).toFixed(1)} KB`);

    for (round = 0; round < ROUNDS; round++) {
      heard = new Set();
      arrivals[round] = [];
      sentAt = performance.now();
      const response = await fetch(`${ORIGIN}/api/admin/jobs/bulk/priority`, {
        method: "POST",
        headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ ids: [jobId], priority: round % 2 === 0 ? "high" : "low" }),
      });
      if (!response.ok) throw new Error(`the change failed: ${response.status} ${await response.text()}`);
      const deadline = Date.now() + 10_000;
      while (heard.size < STREAMS && Date.now() < deadline) await sleep(5);
      if (heard.size < STREAMS) say(`round ${round}: only ${heard.size} of ${STREAMS} streams heard the change within 10 s`);
      await sleep(200);
    }

    const all = arrivals.flat();
    const lastPerRound = arrivals.map((round) => Math.max(...round));
    const result = {
      date: new Date().toISOString(),
      streams: STREAMS,
      rounds: ROUNDS,
      load_average: loadavg(),
      rss_before_kb: before,
      rss_with_streams_kb: withStreams,
      kb_per_stream: (withStreams - before) / STREAMS,
      all_arrivals_ms: { p50: percentile(all, 50), p95: percentile(all, 95), max: Math.max(...all) },
      last_client_ms: { p50: percentile(lastPerRound, 50), p95: percentile(lastPerRound, 95), max: Math.max(...lastPerRound) },
      delivered: all.length,
      expected: STREAMS * ROUNDS,
    };
    say(`delivered ${result.delivered} of ${result.expected} events`);
    say(`change → event, every client: p50 ${ms(result.all_arrivals_ms.p50)}, p95 ${ms(result.all_arrivals_ms.p95)}`);
    say(`change → event at the ${STREAMS}th client: p50 ${ms(result.last_client_ms.p50)}, p95 ${ms(result.last_client_ms.p95)} (target p95 ≤ 250 ms)`);
    mkdirSync("bench/.results", { recursive: true });
    writeFileSync(`bench/.results/streams-${Date.now()}.json`, JSON.stringify(result, null, 2));
  } finally {
    controller.abort();
    await stopApp(app);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
