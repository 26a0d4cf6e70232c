import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { connectDatabase, type TDatabase } from "../src/server/db/client.ts";
import { jobLedgerReaderOn } from "../src/server/modules/ledger/job-ledger.ts";

// The ledger's migration (0022_ledger_entries: payments gain their invoice, method and reference)
// loses no cent: every job's total, payments and balance, computed with SQL from the columns
// before it, equal what the server's ledger reads after every migration.
//
// The demo seed cannot load here: it writes through today's schema (columns later migrations
// add), so a representative data set is inserted by SQL on the schema as it was before the
// ledger: an invoiced job without a booking whose balance was linked only through
// invoices.payment_id (the link the migration moves), a booked job with its deposit and an
// unpaid invoice, a booked job not yet invoiced, and a paid emergency.
const MIGRATIONS = path.resolve(import.meta.dirname, "../src/server/db/migrations");
const LEDGER_MIGRATION = "0022_ledger_entries";

let name: string;
let url: string;
let pool: pg.Pool;
let folder: string;

/** The migrations folder with its journal cut before the ledger's migration. */
function migrationsBefore(tag: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "homefix-migrations-"));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}

beforeAll(async () => {
  const adminUrl = inject("adminDatabaseUrl");
  name = `homefix_migration_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  url = target.toString();
  pool = new pg.Pool({ connectionString: url, max: 2 });
  folder = migrationsBefore(LEDGER_MIGRATION);
  await migrate(drizzle(pool), { migrationsFolder: folder });
});

afterAll(async () => {
  await pool?.end();
  rmSync(folder, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: inject("adminDatabaseUrl") });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

/** The data set, on the schema before the ledger; returns the job ids by name. */
async function insertDataSet() {
  const one = async (sql: string, params: unknown[] = []) => (await pool.query<{ id: string }>(sql, params)).rows[0].id;
  const customer = await one(`insert into customers (first_name, last_name, email) values ('Grace', 'Hopper', 'grace.migrate@example.com') returning id`);
  const booking = (values: string) =>
    one(
      `insert into bookings (customer_name, customer_email, customer_phone, service_address, scheduled_date, scheduled_time, status, booking_completed, subtotal, initial_payment_amount, initial_payment_status, is_emergency, emergency_fee_paid, emergency_fee_amount)
       values ('Grace Hopper', 'grace.migrate@example.com', '(407) 555-0142', '12 Palm Way', '2026-03-10', '10:00 AM', 'confirmed', true, ${values}) returning id`,
    );
  const job = (title: string, bookingId: string | null, status: string) =>
    one(
      `insert into jobs (title, customer_id, booking_id, status, service_address, service_city, service_state, service_zip, total_amount)
       values ($1, $2, $3, $4, '12 Palm Way', 'Orlando', 'FL', '32801', null) returning id`,
      [title, customer, bookingId, status],
    );
  const payment = (bookingId: string | null, kind: string, amount: number) =>
    one(`insert into payments (booking_id, kind, amount, status, is_test) values ($1, $2, $3, 'succeeded', true) returning id`, [bookingId, kind, amount]);
  let number = 0;
  const invoice = (jobId: string, bookingId: string | null, subtotal: number, tax: number, deposit: number, paymentId: string | null) =>
    one(
      `insert into invoices (number, job_id, booking_id, job_title, customer_name, customer_email, service_address, service_city, service_state, service_zip, lines, lines_from, tax_rate_percent, subtotal, tax, total, deposit_paid, balance, paid_at, payment_id)
       values ($1, $2, $3, 'Job', 'Grace Hopper', 'grace.migrate@example.com', '12 Palm Way', 'Orlando', 'FL', '32801', $4, 'job_amount', 7.5, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [
        ++number,
        jobId,
        bookingId,
        JSON.stringify([{ description: "Job", quantity: 1, unit_amount: subtotal, amount: subtotal }]),
        subtotal,
        tax,
        subtotal + tax,
        deposit,
        subtotal + tax - deposit,
        paymentId ? new Date() : null,
        paymentId,
      ],
    );

  // 1. No booking; its invoice paid in full by a balance payment known only through invoices.payment_id.
  const officeJob = await job("Office job", null, "completed");
  await invoice(officeJob, null, 10000, 750, 0, await payment(null, "balance", 10750));
  // 2. A booked job ($110, deposit $95 paid), invoiced with tax and not yet paid.
  const bookedBooking = await booking(`11000, 9500, 'paid', false, false, null`);
  await payment(bookedBooking, "deposit", 9500);
  const bookedJob = await job("Booked and invoiced", bookedBooking, "completed");
  await invoice(bookedJob, bookedBooking, 11000, 825, 9500, null);
  // 3. A booked job not yet invoiced: its booking's price with tax at the business's 7.5 %.
  const openBooking = await booking(`11000, 9500, 'paid', false, false, null`);
  await payment(openBooking, "deposit", 9500);
  const openJob = await job("Booked, not invoiced", openBooking, "scheduled");
  // 4. A paid emergency: its $25 fee.
  const emergencyBooking = await booking(`0, 0, 'pending', true, true, 2500`);
  await payment(emergencyBooking, "emergency_fee", 2500);
  const emergencyJob = await job("Emergency Service", emergencyBooking, "pending");
  return [officeJob, bookedJob, openJob, emergencyJob];
}

/** Every job's figures from the old columns alone, in SQL: the invoice's total, else the booking's price with tax, else its emergency fee. */
async function figuresBefore(jobIds: string[]) {
  const { rows } = await pool.query<{ id: string; total: number; paid: number; refunded: number }>(
    `select j.id,
            coalesce(i.total,
                     case when b.is_emergency then b.emergency_fee_amount
                          else b.subtotal + round(b.subtotal * 7.5 / 100) end)::int as total,
            (select coalesce(sum(p.amount), 0) from payments p
              where p.status = 'succeeded' and p.kind <> 'refund'
                and ((b.id is not null and p.booking_id = b.id) or p.id = i.payment_id))::int as paid,
            (select coalesce(sum(p.amount), 0) from payments p
              where p.status = 'succeeded' and p.kind = 'refund' and b.id is not null and p.booking_id = b.id)::int as refunded
       from jobs j
       left join bookings b on b.id = j.booking_id
       left join invoices i on i.job_id = j.id
      where j.id = any($1)`,
    [jobIds],
  );
  return new Map(rows.map((row) => [row.id, { total: row.total, paid: row.paid, balance: row.total - row.paid + row.refunded }]));
}

describe("the ledger's migration", () => {
  it("keeps every job's total, payments and balance to the cent", async () => {
    const jobIds = await insertDataSet();
    const before = await figuresBefore(jobIds);
    expect(before.size).toBe(jobIds.length);

    await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS });
    let database: TDatabase | null = null;
    try {
      database = connectDatabase(url, { max: 2 });
      const read = jobLedgerReaderOn(database.db);
      const ledgers = await read.many("jobId", jobIds);
      for (const id of jobIds) {
        const ledger = ledgers.get(id)?.ledger;
        expect(ledger, id).toBeDefined();
        expect({ total: ledger!.total, paid: ledger!.paid, balance: ledger!.total - ledger!.paid + ledger!.refunded }, id).toEqual(before.get(id));
      }
      // The figures themselves, so a change in both readings at once is still seen.
      expect(jobIds.map((id) => before.get(id))).toEqual([
        { total: 10750, paid: 10750, balance: 0 },
        { total: 11825, paid: 9500, balance: 2325 },
        { total: 11825, paid: 9500, balance: 2325 },
        { total: 2500, paid: 2500, balance: 0 },
      ]);
    } finally {
      await database?.pool.end();
    }
  });
});
