import { configOrExit, type TConfig } from "./config.ts";
import { connectDatabase, migrateDatabase } from "./db/client.ts";
import { startEmbeddedPostgres, type TEmbeddedDatabase } from "./db/embedded.ts";
import { buildApp } from "./app.ts";
import { seedIfDemo } from "./db/seed-runner.ts";
import { installProcessGuards } from "./process-faults.ts";

async function main() {
  const config = configOrExit();

  const log = (message: string) => console.log(message);
  let embedded: TEmbeddedDatabase | null = null;
  if (!config.DATABASE_URL) {
    embedded = await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT, log);
  }
  const database = connectDatabase(config.DATABASE_URL ?? embedded!.url, {
    connectTimeoutSeconds: config.DB_CONNECT_TIMEOUT_SECONDS,
    statementTimeoutSeconds: config.DB_STATEMENT_TIMEOUT_SECONDS,
  });
  await migrateDatabase(database);

  let stopping = false;
  const app = await buildApp(config, { database });
  installProcessGuards(app.log, () => void shutdown("uncaughtException", 1));
  if (config.demoMode) {
    const seeded = await seedIfDemo(app, database.db, config);
    if (seeded) app.log.info("demo data seeded");
  }

  async function shutdown(signal: string, exitCode = 0) {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_SECONDS * 1000).unref();
    await app.close(); // finishes in-flight requests first
    await database.close();
    await embedded?.stop();
    clearTimeout(timer);
    process.exit(exitCode);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (config.demoMode) printDemoAccounts(config);
}

function printDemoAccounts(config: TConfig) {
  console.log(
    [
      "",
      `  HomeFix is running at ${config.PUBLIC_URL}`,
      "  Demo accounts (demo mode only):",
      `    admin@homefix.test     / ${config.DEMO_PASSWORD}`,
      `    tech@homefix.test      / ${config.DEMO_PASSWORD}`,
      `    customer@homefix.test  / ${config.DEMO_PASSWORD}`,
      "  New mail (verification, password reset) is written to the log and the mail_outbox table.",
      "",
    ].join("\n"),
  );
}

main().catch((error: unknown) => {
  console.error("HomeFix failed to start:", error);
  process.exit(1);
});
