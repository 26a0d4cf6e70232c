import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { bookings, estimates, invoiceCounter, invoices, payments } from "../../src/server/db/schema.ts";
import { insertJob } from "./admin-jobs-fixtures.ts";
import type { TTestApp } from "./test-app.ts";

// The bookings, payments, jobs and estimates the invoice and payment tests bill, written straight
// to the database as the booking flow would have left them.

type TBookingInput = { customerEmail: string; customerName?: string; isTest?: boolean; userId?: string | null };

export async function insertBooking(t: TTestApp, input: TBookingInput) {
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      customer_name: input.customerName ?? "Grace Hopper",
      customer_email: input.customerEmail,
      customer_phone: "(407) 555-0142",
      service_address: "12 Palm Way",
      scheduled_date: "2026-03-10",
      scheduled_time: "10:00 AM",
      status: "confirmed",
      is_test: input.isTest ?? true,
      booking_completed: true,
      user_id: input.userId ?? null,
    })
    .returning({ id: bookings.id });
  return row.id;
}

export async function insertPayment(
  t: TTestApp,
  values: { bookingId?: string | null; kind: string; amount: number; status?: string; isTest?: boolean; at?: Date; userId?: string | null },
) {
  const [row] = await t.database.db
    .insert(payments)
    .values({
      booking_id: values.bookingId ?? null,
      user_id: values.userId ?? null,
      idempotency_key: `fixture-${randomUUID()}`,
      kind: values.kind,
      amount: values.amount,
      status: values.status ?? "succeeded",
      is_test: values.isTest ?? true,
      ...(values.at ? { created_at: values.at } : {}),
    })
    .returning({ id: payments.id });
  return row.id;
}

/** A job of a booking whose deposit was paid, ready to be completed (in progress by default). */
export async function insertBookedJob(
  t: TTestApp,
  input: { customerId: string; customerEmail: string; title: string; totalAmount: number | null; deposit: number; status?: string; isTest?: boolean },
) {
  const bookingId = await insertBooking(t, { customerEmail: input.customerEmail, isTest: input.isTest });
  if (input.deposit > 0) await insertPayment(t, { bookingId, kind: "deposit", amount: input.deposit, isTest: input.isTest });
  const jobId = await insertJob(t, {
    customer_id: input.customerId,
    title: input.title,
    total_amount: input.totalAmount,
    booking_id: bookingId,
    status: (input.status ?? "in_progress") as "in_progress",
    started_at: new Date("2026-03-10T14:00:00Z"),
  });
  return { bookingId, jobId };
}

export async function insertEstimate(
  t: TTestApp,
  jobId: string,
  estimate: {
    items: { description: string; quantity: number; rate: number }[];
    labor_rate: number;
    hours: number;
    at: Date;
    /** Decision 0069: an invoice bills the newest approved estimate, so the fixture's are approved unless said. */
    status?: "draft" | "sent" | "approved" | "declined";
  },
) {
  const items = estimate.items.map((item) => ({ ...item, total: Math.round(item.quantity * item.rate) }));
  const materials = items.reduce((sum, item) => sum + item.total, 0);
  const labor = Math.round(estimate.hours * estimate.labor_rate);
  const [row] = await t.database.db
    .insert(estimates)
    .values({
      job_id: jobId,
      items,
      labor_rate: estimate.labor_rate,
      estimated_hours: estimate.hours,
      labor_cost: labor,
      materials_cost: materials,
      subtotal: labor + materials,
      tax: 0,
      total: labor + materials,
      status: estimate.status ?? "approved",
      created_at: estimate.at,
    })
    .returning({ id: estimates.id });
  return row.id;
}

/** The job's live invoice (a void one bills nothing, decision 0143); at most one. */
export async function invoiceOfJob(t: TTestApp, jobId: string) {
  const rows = await t.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.job_id, jobId), isNull(invoices.voided_at)));
  if (rows.length > 1) throw new Error(`job ${jobId} has ${rows.length} invoices`);
  return rows[0] ?? null;
}

export async function allInvoiceNumbers(t: TTestApp) {
  const rows = await t.database.db.select({ number: invoices.number }).from(invoices).orderBy(asc(invoices.number));
  return rows.map((row) => row.number);
}

export async function lastInvoiceNumber(t: TTestApp) {
  const [row] = await t.database.db.select({ last: invoiceCounter.last_number }).from(invoiceCounter);
  return row?.last ?? 0;
}
