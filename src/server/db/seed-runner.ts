import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { TConfig } from "../config.ts";
import type { TDb } from "./client.ts";
import { createVerifiedAccount } from "../auth/accounts.ts";
import { seedDemoData } from "./seed.ts";

/** Seeds the demo catalogue and accounts on a fresh demo database (never in production). */
export async function seedIfDemo(app: FastifyInstance, db: TDb, config: TConfig) {
  if (!config.demoMode) return false;
  // Several processes starting on one fresh database seed one after another; the later ones
  // find the catalogue there and write nothing.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(72410002)`);
    return seed(app, db, config);
  });
}

async function seed(app: FastifyInstance, db: TDb, config: TConfig) {
  const { seeded } = await seedDemoData(db, (input) =>
    createVerifiedAccount(app.auth, db, {
      email: input.email,
      password: config.DEMO_PASSWORD,
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
    }),
  );
  return seeded;
}
