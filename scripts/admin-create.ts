// Creates the first admin on a fresh install, or promotes an existing account:
//   npm run admin:create -- --email owner@example.com [--password '…'] [--name 'Pat Owner']
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { parseConfig } from "../src/server/config.ts";
import { connectDatabase, migrateDatabase } from "../src/server/db/client.ts";
import { startEmbeddedPostgres } from "../src/server/db/embedded.ts";
import { profiles, user } from "../src/server/db/schema.ts";
import { createAuth } from "../src/server/auth/auth.ts";
import { createVerifiedAccount, setRole } from "../src/server/auth/accounts.ts";
import { startBackground } from "../src/server/background.ts";
import { ZEmail } from "../src/shared/schemas/auth.ts";
import { passwordWeakness } from "../src/shared/rules/password.ts";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } } });
const email = ZEmail.safeParse(values.email ?? "");
if (!email.success) {
  console.error("Usage: npm run admin:create -- --email you@example.com [--password '…'] [--name 'Your Name']");
  process.exit(1);
}

const config = parseConfig(process.env);
const embedded = config.DATABASE_URL ? null : await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT, console.log);
const database = connectDatabase(config.DATABASE_URL ?? embedded!.url, {
  connectTimeoutSeconds: config.DB_CONNECT_TIMEOUT_SECONDS,
  statementTimeoutSeconds: config.DB_STATEMENT_TIMEOUT_SECONDS,
});
try {
  await migrateDatabase(database);
  const [existing] = await database.db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.data}`);
  if (existing) {
    await setRole(database.db, existing.id, "admin");
    console.log(`${email.data} is now an admin.`);
  } else {
    const password = values.password;
    const weakness = password ? passwordWeakness(password, email.data) : "Pass --password for a new account";
    if (weakness || !password) throw new Error(weakness ?? "Pass --password");
    // Any mail is queued for the app (or `npm run worker`) to send.
    const { queue, mailer } = await startBackground(config, { database, log: pino({ level: "silent" }), runsJobs: false });
    const auth = createAuth({ config, db: database.db, mailer });
    const id = await createVerifiedAccount(auth, database.db, { email: email.data, password, name: values.name ?? email.data, role: "admin" }).finally(() =>
      queue.stop(),
    );
    const [profile] = await database.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, id));
    console.log(`Created ${email.data} with the role ${profile.role}.`);
  }
} catch (error) {
  console.error(`Could not create the admin: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
  await embedded?.stop();
}
