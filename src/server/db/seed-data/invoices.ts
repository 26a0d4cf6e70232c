import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { invoiceIssuer } from "../../modules/invoices/invoice-issuer.ts";
import { customers, estimates, invoices, jobs, payments } from "../schema.ts";
import type { TTx } from "../tx.ts";
import { DAY_MINUTES } from "./helpers.ts";
import { minutesBefore } from "./time.ts";

/** Invoices of jobs completed longer ago than this were paid two days after the work. */
const PAID_AFTER_DAYS = 7;
const PAYMENT_DELAY_MINUTES = 2 * DAY_MINUTES;

// The demo's completed jobs have their invoices, issued by the product's own issuer
// (the same lines, tax and numbering), dated when the work was done; the older ones are paid.
export async function insertInvoices(tx: TTx, today: Date, adminId: string, taxRatePercent: number) {
  // One job is billed from a technician's estimate (parts and labour) rather than its amount.
  const [fan] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.title, "Bathroom exhaust fan replacement"));
  if (fan) {
    const items = [
      { description: "Exhaust fan, 110 CFM, humidity sensing", quantity: 1, rate: 14900, total: 14900 },
      { description: "Aluminum duct and clamps", quantity: 1, rate: 2350, total: 2350 },
    ];
    await tx.insert(estimates).values({
      job_id: fan.id,
      items,
      labor_rate: 8500,
      estimated_hours: 1.5,
      labor_cost: 12750,
      materials_cost: 17250,
      subtotal: 30000,
      tax: 2250,
      total: 32250,
      // Decision 0069: the invoice bills the newest approved estimate; the customer approved this one.
      status: "approved",
      sent_at: minutesBefore(today, 16 * DAY_MINUTES),
      decided_at: minutesBefore(today, 16 * DAY_MINUTES),
      created_at: minutesBefore(today, 16 * DAY_MINUTES),
    });
  }

  const completed = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, "completed")).orderBy(asc(jobs.completed_at), asc(jobs.id));
  const issue = invoiceIssuer({ taxRatePercent: async () => taxRatePercent, now: () => today });
  await issue(
    tx,
    completed.map((job) => job.id),
    { actorId: adminId },
  );
  // Issued when the work was done, not when the demo was made.
  await tx.execute(sql`
    update ${invoices} set issued_at = ${jobs.completed_at},
      paid_at = case when ${invoices.paid_at} is not null then ${jobs.completed_at} end
    from ${jobs} where ${jobs.id} = ${invoices.job_id}`);

  const paidBefore = minutesBefore(today, PAID_AFTER_DAYS * DAY_MINUTES);
  const unpaid = await tx
    .select({
      id: invoices.id,
      balance: invoices.balance,
      booking_id: invoices.booking_id,
      is_test: invoices.is_test,
      issued_at: invoices.issued_at,
      profile_id: customers.profile_id,
    })
    .from(invoices)
    .leftJoin(customers, eq(customers.id, invoices.customer_id))
    .where(and(isNull(invoices.paid_at), sql`${invoices.issued_at} < ${paidBefore.toISOString()}::timestamptz`));
  for (const invoice of unpaid) {
    const paidAt = new Date(invoice.issued_at.getTime() + PAYMENT_DELAY_MINUTES * 60_000);
    const [payment] = await tx
      .insert(payments)
      .values({
        booking_id: invoice.booking_id,
        user_id: invoice.profile_id,
        idempotency_key: `invoice:${invoice.id}`,
        kind: "balance",
        amount: invoice.balance,
        is_test: invoice.is_test,
        provider: "manual",
        created_at: paidAt,
      })
      .returning({ id: payments.id });
    await tx.update(invoices).set({ paid_at: paidAt, paid_by: adminId, payment_id: payment.id }).where(eq(invoices.id, invoice.id));
  }
}
