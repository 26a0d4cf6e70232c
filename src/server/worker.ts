import pino from "pino";
import { loggerOptions } from "./http/log-redaction.ts";
import { configOrExit } from "./config.ts";
import { connectDatabase, migrateDatabase } from "./db/client.ts";
import { startBackground } from "./background.ts";
import { installProcessGuards } from "./process-faults.ts";

/**
 * `npm run worker`: runs the queued jobs (mail today) in a process of its own, so web
 * processes started with QUEUE_MODE=worker only queue them (docs/decisions/0023). Any number
 * of workers may run; each job runs in one of them.
 */
async function main() {
  const config = configOrExit();
  // The embedded database belongs to the app process that started it.
  if (!config.DATABASE_URL) {
    console.error("npm run worker needs DATABASE_URL: on the embedded default the app runs the jobs itself (QUEUE_MODE=app).");
    process.exit(1);
  }

  const log = pino(loggerOptions(config.LOG_LEVEL));
  const database = connectDatabase(config.DATABASE_URL, {
    connectTimeoutSeconds: config.DB_CONNECT_TIMEOUT_SECONDS,
    statementTimeoutSeconds: config.DB_STATEMENT_TIMEOUT_SECONDS,
  });
  await migrateDatabase(database);
  const { queue } = await startBackground(config, { database, log, runsJobs: true });
  log.info("worker running the job queue");

  let stopping = false;
  installProcessGuards(log, () => void shutdown("uncaughtException", 1));
  async function shutdown(signal: string, exitCode = 0) {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "worker shutting down");
    const timer = setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_SECONDS * 1000).unref();
    await queue.stop(); // lets the jobs in hand finish
    await database.close();
    clearTimeout(timer);
    process.exit(exitCode);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error("The HomeFix worker failed to start:", error);
  process.exit(1);
});
