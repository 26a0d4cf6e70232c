import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { customers, jobs, profiles, technicians } from "../../src/server/db/schema.ts";
import type { TJobForm } from "../../src/shared/schemas/jobs.ts";
import type { TTestApp } from "./test-app.ts";

// The people and jobs the admin jobs tests work on, written straight to the database.

export async function makeCustomer(t: TTestApp, person: { first_name: string; last_name: string; email?: string; phone?: string | null }) {
  const [row] = await t.database.db
    .insert(customers)
    .values({
      first_name: person.first_name,
      last_name: person.last_name,
      email: person.email ?? `${person.first_name}.${randomBytes(3).toString("hex")}@example.com`.toLowerCase(),
      phone: person.phone === undefined ? "(407) 555-0100" : person.phone,
    })
    .returning({ id: customers.id });
  return row.id;
}

/** A technician account with a name; `active` false retires its record. Returns the technician id and the sign-in. */
export async function makeTechnician(t: TTestApp, name: { first_name: string; last_name: string }, active = true) {
  const signedIn = await t.signedIn("technician");
  await t.database.db.update(profiles).set(name).where(eq(profiles.id, signedIn.userId));
  const [row] = await t.database.db
    .update(technicians)
    .set({ is_active: active })
    .where(eq(technicians.profile_id, signedIn.userId))
    .returning({ id: technicians.id });
  return { id: row.id, ...signedIn };
}

/** A valid job form body (staff-side.md §5) for this customer. */
export function jobForm(customerId: string, overrides: Partial<Record<keyof TJobForm, unknown>> = {}): Record<string, unknown> {
  return {
    title: "Faucet Repair",
    description: "Kitchen faucet drips",
    customer_id: customerId,
    technician_id: null,
    status: "pending",
    priority: "medium",
    scheduled_date: "2026-04-10",
    scheduled_time: "10:00 AM",
    service_address: "12 Palm Way",
    service_city: "Orlando",
    service_state: "FL",
    service_zip: "32801",
    estimated_hours: 1.5,
    total_amount: 12550,
    ...overrides,
  };
}

/** A job written directly, for lists and bulk actions. */
export async function insertJob(t: TTestApp, values: Partial<typeof jobs.$inferInsert> & { customer_id: string }) {
  const [row] = await t.database.db
    .insert(jobs)
    .values({ title: "Drywall Patch", service_address: "1 Main St", service_city: "Tampa", service_state: "FL", service_zip: "33601", ...values })
    .returning({ id: jobs.id });
  return row.id;
}

export async function storedJob(t: TTestApp, id: string) {
  const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}
