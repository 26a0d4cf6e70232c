// Decision 0128 (amended by 0188): the integration files whose outcome depends on the database
// server itself, run a second time on another PostgreSQL: dropped connections, several processes on
// one database, LISTEN/NOTIFY, the queue, locks and concurrent writers, migrations and the seed on
// a database the app did not create; the backups' round trip, which the system's pg_dump can read
// only from the system's server (decision 0163). The whole suite ran once on the embedded
// PostgreSQL before this.
//
// Run by `npm test` beside the end-to-end run, which leaves part of the machine idle while pages
// load and timers run; only where INTEGRATION_AGAIN_DATABASE_URL names that server (.ci/run sets it
// to the system's PostgreSQL), otherwise it says so and does nothing. INTEGRATION_AGAIN_REDIS_URL
// tests the shared rate limit through Redis too (decision 0077); INTEGRATION_SECOND_PASS=all
// runs every file again.
import { spawnSync } from "node:child_process";

const SERVER_DEPENDENT = [
  "tests/database-outage.test.ts",
  "tests/cluster-script.test.ts",
  "tests/startup.test.ts",
  "tests/exit-code.test.ts",
  "tests/live-cluster.test.ts",
  "tests/live-events.test.ts",
  "tests/live-inbox.test.ts",
  "tests/live-scheduled.test.ts",
  "tests/live-stream-limits.test.ts",
  "tests/mail-queue.test.ts",
  "tests/payment-crash.test.ts",
  "tests/payment-ordering.test.ts",
  "tests/payment-orphans.test.ts",
  "tests/idempotency.test.ts",
  "tests/auth-throttle.test.ts",
  "tests/job-stats.test.ts",
  "tests/admin-invoices.test.ts",
  "tests/seed-scale.test.ts",
  "tests/backup-restore.test.ts",
  "tests/production-build.test.ts",
  "tests/graceful-shutdown.test.ts",
];

const databaseUrl = process.env.INTEGRATION_AGAIN_DATABASE_URL;
if (!databaseUrl) {
  console.log("No INTEGRATION_AGAIN_DATABASE_URL: the server-dependent integration files are not run a second time.");
  process.exit(0);
}
const files = process.env.INTEGRATION_SECOND_PASS === "all" ? [] : SERVER_DEPENDENT;
const env = { ...process.env, DATABASE_URL: databaseUrl };
if (process.env.INTEGRATION_AGAIN_REDIS_URL) env.TEST_REDIS_URL = process.env.INTEGRATION_AGAIN_REDIS_URL;
console.log(`Integration files run again on ${new URL(databaseUrl).host}${env.TEST_REDIS_URL ? ", with Redis" : ""}: ${files.length || "all"}`);
const { status } = spawnSync("npx", ["vitest", "run", "--project", "integration", ...files], { env, stdio: "inherit" });
process.exit(status ?? 1);
