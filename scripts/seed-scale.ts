// Loads a large, realistic jobs data set (decision 0048):
//   npm run seed:scale -- --jobs 1000000 [--customers 50000] [--technicians 25] [--replace]
// On the embedded default (stop the app first: this starts the same PostgreSQL), or on the
// database at DATABASE_URL. Never in production.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import pino from "pino";
import { parseConfig } from "../src/server/config.ts";
import { connectDatabase, migrateDatabase } from "../src/server/db/client.ts";
import { startEmbeddedPostgres } from "../src/server/db/embedded.ts";
import { seedDemoData, type TCreateSeedUser } from "../src/server/db/seed.ts";
import { seedScale } from "../src/server/db/seed-scale.ts";
import { createAuth } from "../src/server/auth/auth.ts";
import { createVerifiedAccount } from "../src/server/auth/accounts.ts";
import { startBackground } from "../src/server/background.ts";

const { values } = parseArgs({
  options: {
    jobs: { type: "string", default: "1000000" },
    customers: { type: "string", default: "50000" },
    technicians: { type: "string", default: "25" },
    replace: { type: "boolean", default: false },
  },
});
const count = (name: string, value: string | undefined, min: number, max: number) => {
  const n = Number(String(value).replace(/[_,]/g, ""));
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
};

const config = parseConfig(process.env);
if (config.NODE_ENV === "production") {
  console.error("seed:scale writes made-up customers and jobs: it never runs in production.");
  process.exit(1);
}
const options = {
  jobs: count("jobs", values.jobs, 1, 20_000_000),
  customers: count("customers", values.customers, 1, 5_000_000),
  technicians: count("technicians", values.technicians, 1, 500),
};

const embedded = config.DATABASE_URL ? null : await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT, console.log);
// Inserting millions of rows runs statements longer than any request should: no statement timeout.
const database = connectDatabase(config.DATABASE_URL ?? embedded!.url, { max: 4, statementTimeoutSeconds: 0 });
let stopQueue = async () => {};
try {
  await migrateDatabase(database);
  // Any mail is queued for the app (or `npm run worker`) to send.
  const { queue, mailer } = await startBackground(config, { database, log: pino({ level: "silent" }), runsJobs: false });
  stopQueue = () => queue.stop();
  const auth = createAuth({ config, db: database.db, mailer });
  // Demo mode: the technicians sign in with the demo password, like the demo's own people.
  const password = config.demoMode ? config.DEMO_PASSWORD : randomBytes(24).toString("base64url");
  const createUser: TCreateSeedUser = (input) =>
    createVerifiedAccount(auth, database.db, {
      email: input.email,
      password,
      name: input.name,
      role: input.role,
      profile: {
        first_name: input.first_name,
        last_name: input.last_name,
        phone: input.phone,
        address: input.address,
        city: input.city,
        state: input.state,
        zip_code: input.zip_code,
      },
    });
  // On the demo database, the catalogue and the demo accounts come first (as the app's first
  // start would make them), so the jobs link to real services and admin@homefix.test exists.
  if (config.demoMode) await seedDemoData(database.db, createUser);
  const result = await seedScale(database, { ...options, replace: values.replace, createUser, log: (message) => console.log(message) });
  console.log(
    `Loaded ${result.jobs.toLocaleString("en-US")} jobs for ${result.customers.toLocaleString("en-US")} customers and ${result.technicians} technicians in ${result.seconds.toFixed(0)} s.`,
  );
} catch (error) {
  console.error(`seed:scale failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await stopQueue();
  await database.close();
  await embedded?.stop();
}
