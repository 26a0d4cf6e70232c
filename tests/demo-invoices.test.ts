import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { invoices, jobs, payments } from "../src/server/db/schema.ts";
import { createVerifiedAccount } from "../src/server/auth/accounts.ts";
import { seedDemoData } from "../src/server/db/seed.ts";
import { createTestApp, PASSWORD, type TTestApp } from "./setup/test-app.ts";

// The demo's completed jobs come with their invoices, so Invoices and Payments show
// real data on a fresh start.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, (input) =>
    createVerifiedAccount(t.app.auth, t.database.db, {
      email: input.email,
      password: PASSWORD,
      name: input.name,
      role: input.role,
      profile: { first_name: input.first_name, last_name: input.last_name, phone: input.phone },
    }),
  );
}, 120_000);
afterAll(() => t.close());

describe("the demo's invoices", () => {
  it("bill every completed job once, numbered from 1 in the order the work was done, dated then", async () => {
    const rows = await t.database.db
      .select({ number: invoices.number, issued_at: invoices.issued_at, completed_at: jobs.completed_at, status: jobs.status })
      .from(invoices)
      .innerJoin(jobs, eq(jobs.id, invoices.job_id))
      .orderBy(asc(invoices.number));
    const completed = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, "completed"));
    expect(rows.length).toBe(completed.length);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.map((row) => row.number)).toEqual(rows.map((_, i) => i + 1));
    for (const row of rows) expect(row.issued_at).toEqual(row.completed_at);
    expect(rows.map((row) => row.issued_at.getTime())).toEqual(rows.map((row) => row.issued_at.getTime()).toSorted((a, b) => a - b));
  });

  it("include one billed from a technician's estimate, and the customer's booking with its deposit taken off", async () => {
    const [fan] = await t.database.db.select().from(invoices).where(eq(invoices.job_title, "Bathroom exhaust fan replacement"));
    expect(fan).toMatchObject({ lines_from: "estimate", subtotal: 30000, tax: 2250, total: 32250 });
    expect(fan.lines.map((line) => line.description)).toEqual(["Exhaust fan, 110 CFM, humidity sensing", "Aluminum duct and clamps", "Labor (1.5 hr)"]);
    const [tuneUp] = await t.database.db.select().from(invoices).where(eq(invoices.job_title, "AC tune-up"));
    expect(tuneUp.deposit_paid).toBeGreaterThan(0);
    expect(tuneUp.is_test).toBe(true);
  });

  it("are paid with one balance payment each when older than a week, and unpaid when recent", async () => {
    const response = await t.request({ method: "GET", url: "/api/admin/invoices/summary", cookie: (await t.signedIn("admin")).cookie });
    const summary = response.json();
    expect(summary.paid.count).toBeGreaterThan(0);
    expect(summary.unpaid.count).toBeGreaterThan(0);
    expect(summary.uninvoiced_jobs).toBe(0);
    const paid = await t.database.db
      .select({ balance: invoices.balance, amount: payments.amount, kind: payments.kind })
      .from(invoices)
      .innerJoin(payments, eq(payments.id, invoices.payment_id));
    expect(paid.length).toBe(summary.paid.count);
    for (const row of paid) expect(row).toEqual({ balance: row.amount, amount: row.amount, kind: "balance" });
  });
});
