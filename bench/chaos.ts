// npm run bench:chaos — A standing attack: a bounded booking load against the real
// app on the embedded default while the app, then PostgreSQL, are killed with kill -9. Then
// every acknowledged booking (2xx) must exist exactly once with its payment, its job and its
// confirmation mail, and the app must have served again after each fault.
// Local only: loopback, its own DATA_DIR and ports, bounded count and time. Exits 1 on a loss.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { TIME_SLOTS } from "../src/shared/constants.ts";

const APP_PORT = Number(process.env.CHAOS_APP_PORT ?? 3108);
const PG_PORT = Number(process.env.CHAOS_PG_PORT ?? 54418);
const ORIGIN = `http://127.0.0.1:${APP_PORT}`;
const FAULTS = (process.env.CHAOS_FAULTS ?? "app,app,app,postgres,postgres,postgres").split(",") as ("app" | "postgres")[];
const LOAD_BEFORE_FAULT_MS = 3_000;
const RECOVERY_LIMIT_MS = 90_000;
const MAX_REQUESTS = Number(process.env.CHAOS_MAX_REQUESTS ?? 1_500);
const WORKERS = 3;
const PAUSE_MS = 50;
const DEADLINE = Date.now() + 10 * 60_000;
// embedded.ts: the embedded server's fixed local credentials.
const PG_URL = `postgres://postgres:homefix-embedded@127.0.0.1:${PG_PORT}/postgres`;

const dataDir = mkdtempSync(path.join(tmpdir(), "homefix-chaos-"));
const appLog = createWriteStream(path.join(dataDir, "app.log"));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
const started = Date.now();

// ---- the app, supervised: a death we did not cause is a fault of its own ----
type TDeath = { at: number; code: number | null; signal: string | null; expected: boolean };
let app: ChildProcess | null = null;
let expectingDeath = false;
const deaths: TDeath[] = [];

function startApp() {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      PORT: String(APP_PORT),
      HOST: "127.0.0.1",
      EMBEDDED_PG_PORT: String(PG_PORT),
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      PUBLIC_WRITE_RATE_LIMIT_MAX: "1000000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(appLog, { end: false });
  child.stderr?.pipe(appLog, { end: false });
  child.on("exit", (code, signal) => {
    deaths.push({ at: Date.now(), code, signal, expected: expectingDeath });
    if (!expectingDeath) say(`FAULT: the app died by itself (exit code ${code}, signal ${signal}); restarting it`);
    expectingDeath = false;
    if (app === child) app = null;
  });
  app = child;
}

async function healthy() {
  try {
    return (await fetch(`${ORIGIN}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** Waits for the health check, restarting the app whenever it is found dead. */
async function waitServing(limitMs: number) {
  const until = Date.now() + limitMs;
  let restarts = 0;
  while (Date.now() < until) {
    if (!app) {
      restarts++;
      startApp();
    }
    if (await healthy()) return { ok: true, restarts };
    await sleep(250);
  }
  return { ok: false, restarts };
}

// ---- the load: bookings with unique keys and e-mails, each to be found afterwards ----
type TAck = { key: string; email: string; bookingId: string; sentAt: number; at: number };
const acks: TAck[] = [];
const sent = { total: 0, acknowledged: 0, refused: 0, serverErrors: 0, networkErrors: 0 };
let loadRunning = false;
let serviceId = "";

function nextBooking(n: number) {
  const day = 1 + (Math.floor(n / TIME_SLOTS.length) % 150);
  const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
  return {
    idempotency_key: randomUUID(),
    service_id: serviceId,
    scheduled_date: date,
    scheduled_time: TIME_SLOTS[n % TIME_SLOTS.length],
    is_test: true,
    customer_name: "Chaos Monkey",
    customer_email: `chaos-${n}-${randomUUID().slice(0, 8)}@example.com`,
    customer_phone: "(407) 555-0142",
    service_address: "1 Fault Line Rd",
    service_city: "Orlando",
    service_state: "FL",
    service_zip: "32801",
  };
}

async function worker() {
  while (loadRunning && sent.total < MAX_REQUESTS && Date.now() < DEADLINE) {
    const body = nextBooking(sent.total++);
    const sentAt = Date.now();
    try {
      const response = await fetch(`${ORIGIN}/api/bookings`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      if (response.ok) {
        const { booking } = (await response.json()) as { booking: { id: string } };
        acks.push({ key: body.idempotency_key, email: body.customer_email, bookingId: booking.id, sentAt, at: Date.now() });
        sent.acknowledged++;
      } else if (response.status >= 500) {
        sent.serverErrors++;
        await sleep(500);
      } else sent.refused++;
    } catch {
      sent.networkErrors++;
      await sleep(500);
    }
    await sleep(PAUSE_MS);
  }
}

// ---- the faults ----
function postmasterPid() {
  const pidFile = path.join(dataDir, "pg", "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

type TFaultResult = { kind: string; appDiedByItself: boolean; appStuck: boolean; scriptRestarts: number; servedAgainAfterS: number | null };
const STUCK_AFTER_MS = 30_000;
async function inject(kind: "app" | "postgres"): Promise<TFaultResult> {
  const at = Date.now();
  const deathsBefore = deaths.length;
  let appStuck = false;
  if (kind === "app") {
    expectingDeath = true;
    app?.kill("SIGKILL");
    say("kill -9 the app");
  } else {
    const pid = postmasterPid();
    if (!pid) throw new Error("no postmaster.pid: is the embedded PostgreSQL running?");
    process.kill(pid, "SIGKILL");
    say(`kill -9 PostgreSQL (postmaster ${pid})`);
    // Give a surviving app the time to start PostgreSQL again itself before we step in.
    const grace = Date.now() + STUCK_AFTER_MS;
    while (Date.now() < grace && app && !acks.some((ack) => ack.sentAt > at)) await sleep(250);
    const alive = app;
    if (alive && !acks.some((ack) => ack.sentAt > at)) {
      appStuck = true;
      say(`FAULT: the app is alive but has served no booking for ${STUCK_AFTER_MS / 1000} s since PostgreSQL died; restarting it`);
      expectingDeath = true;
      const exited = new Promise((resolve) => alive.once("exit", resolve));
      alive.kill("SIGKILL");
      await exited;
    }
  }
  const serving = await waitServing(RECOVERY_LIMIT_MS);
  // Served again means a booking sent after the fault and acknowledged, not just a health check.
  const until = Date.now() + RECOVERY_LIMIT_MS;
  while (Date.now() < until && !acks.some((ack) => ack.sentAt > at)) {
    if (!app) await waitServing(RECOVERY_LIMIT_MS);
    await sleep(100);
  }
  const first = acks.find((ack) => ack.sentAt > at);
  const appDiedByItself = deaths.slice(deathsBefore).some((death) => !death.expected);
  const result = {
    kind,
    appDiedByItself,
    appStuck,
    scriptRestarts: serving.restarts,
    servedAgainAfterS: first ? Math.round((first.at - at) / 100) / 10 : null,
  };
  say(`  served again after ${result.servedAgainAfterS ?? "never"} s${appDiedByItself ? " — FAULT: the app died and had to be restarted" : ""}`);
  if (first === undefined) say("  FAULT: never served again");
  return result;
}

// ---- the check ----
async function verify() {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const keys = acks.map((ack) => ack.key);
    const { rows } = await client.query<{ key: string; id: string; bookings: number; paid: number; jobs: number; mails: number; customer_email: string }>(
      // A booking keeps the id of its idempotency record (decision 0018), which holds the client's key.
      `select k.key, b.id, b.customer_email,
              count(*) over (partition by k.key)::int as bookings,
              (select count(*) from payments p where p.booking_id = b.id and p.kind = 'deposit' and p.status in ('succeeded', 'paid'))::int as paid,
              (select count(*) from jobs j where j.booking_id = b.id)::int as jobs,
              (select count(*) from mail_outbox m where lower(m."to") = lower(b.customer_email) and m.status in ('queued', 'logged', 'sent'))::int as mails
         from bookings b join idempotency_keys k on k.id::text = b.idempotency_key::text
        where k.operation = 'booking.create' and k.key = any($1)`,
      [keys],
    );
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const lost = acks.filter((ack) => !byKey.has(ack.key));
    const duplicated = rows.filter((row) => row.bookings !== 1);
    const wrongId = acks.filter((ack) => byKey.get(ack.key) && byKey.get(ack.key)!.id !== ack.bookingId);
    const unpaid = rows.filter((row) => row.paid !== 1);
    const jobless = rows.filter((row) => row.jobs !== 1);
    const mailless = rows.filter((row) => row.mails < 1);
    const committedUnacked = (
      await client.query<{ n: number }>(
        `select count(*)::int as n from bookings b join idempotency_keys k on k.id::text = b.idempotency_key::text
          where b.customer_email like 'chaos-%' and b.status <> 'cancelled' and not (k.key = any($1))`,
        [keys],
      )
    ).rows[0].n;
    return { lost, duplicated, wrongId, unpaid, jobless, mailless, committedUnacked };
  } finally {
    await client.end();
  }
}

async function stopApp() {
  if (!app) return;
  const child = app;
  expectingDeath = true;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, sleep(20_000)]);
  if (app === child) child.kill("SIGKILL");
}

/**
 * The app stops its PostgreSQL on a clean shutdown, but one started after a kill -9 of the app
 * can outlive it: stop it, so the next run finds its port free.
 */
function stopLeftoverPostgres() {
  const pid = postmasterPid();
  if (!pid) return;
  try {
    process.kill(pid, "SIGQUIT"); // PostgreSQL's immediate shutdown
  } catch {
    // already gone
  }
}

// ---- the run ----
say(`data directory ${dataDir}; app on ${ORIGIN}; embedded PostgreSQL on ${PG_PORT}`);
let exitCode = 0;
try {
  startApp();
  const first = await waitServing(180_000);
  if (!first.ok) throw new Error("the app did not start; see app.log");
  const services = (await (await fetch(`${ORIGIN}/api/services?limit=1`)).json()) as { services: { id: string }[] };
  serviceId = services.services[0].id;
  say("serving; load starts");

  loadRunning = true;
  const workers = Array.from({ length: WORKERS }, () => worker());
  const faults: TFaultResult[] = [];
  for (const kind of FAULTS) {
    await sleep(LOAD_BEFORE_FAULT_MS);
    if (sent.total >= MAX_REQUESTS || Date.now() > DEADLINE) break;
    faults.push(await inject(kind));
  }
  await sleep(LOAD_BEFORE_FAULT_MS);
  loadRunning = false;
  await Promise.all(workers);
  say("load stopped; checking every acknowledged booking");
  if (!(await waitServing(RECOVERY_LIMIT_MS)).ok) throw new Error("the app is not serving at the end");

  const found = await verify();
  const appDeaths = faults.filter((fault) => fault.appDiedByItself || fault.appStuck).length;
  console.log("\n| fault | app died by itself | app alive but not serving | restarted by the script | served again after |");
  console.log("| --- | --- | --- | --- | --- |");
  for (const fault of faults) {
    const servedAgain = fault.servedAgainAfterS === null ? "never" : `${fault.servedAgainAfterS} s`;
    console.log(
      `| kill -9 ${fault.kind} | ${fault.appDiedByItself ? "yes (fault)" : "no"} | ${fault.appStuck ? "yes (fault)" : "no"} | ${fault.scriptRestarts} | ${servedAgain} |`,
    );
  }
  console.log(
    `\nrequests ${sent.total}: acknowledged ${sent.acknowledged}, refused (4xx) ${sent.refused}, server errors (5xx) ${sent.serverErrors}, no reply ${sent.networkErrors}`,
  );
  console.log(`acknowledged bookings: ${acks.length}`);
  console.log(`  lost: ${found.lost.length}`);
  console.log(`  duplicated: ${found.duplicated.length}`);
  console.log(`  another id than acknowledged: ${found.wrongId.length}`);
  console.log(`  without exactly one paid deposit: ${found.unpaid.length}`);
  console.log(`  without exactly one job: ${found.jobless.length}`);
  console.log(`  without a confirmation mail in the outbox (queued, logged or sent): ${found.mailless.length}`);
  for (const row of found.mailless) console.log(`    no mail: booking ${row.id} (${row.customer_email})`);
  console.log(`committed without an acknowledgement (allowed: the reply was lost): ${found.committedUnacked}`);
  console.log(
    `faults not served again: ${faults.filter((fault) => fault.servedAgainAfterS === null).length}; PostgreSQL kills the app did not survive by itself: ${appDeaths}`,
  );

  const broken = found.lost.length + found.duplicated.length + found.wrongId.length + found.unpaid.length + found.jobless.length;
  if (broken > 0 || faults.some((fault) => fault.servedAgainAfterS === null)) exitCode = 1;
  if (found.mailless.length > 0 || appDeaths > 0) {
    console.log(
      "\nFAULTS: " +
        [
          appDeaths ? `the app did not recover by itself from ${appDeaths} PostgreSQL kill(s) (fault 1)` : "",
          found.mailless.length ? `${found.mailless.length} acknowledged booking(s) without mail (fault 10)` : "",
        ]
          .filter(Boolean)
          .join("; "),
    );
    exitCode = 1;
  }
} catch (error) {
  console.error("chaos run failed:", error);
  exitCode = 1;
} finally {
  loadRunning = false;
  await stopApp();
  stopLeftoverPostgres();
  appLog.end();
  if (exitCode === 0) rmSync(dataDir, { recursive: true, force: true });
  else console.log(`kept ${dataDir} (app.log holds the app's output)`);
}
process.exit(exitCode);
