import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { auditLog, bookings, customers, invoices, jobs, mailOutbox, payments } from "../src/server/db/schema.ts";
import { formatInvoiceNumber } from "../src/shared/rules/invoice.ts";
import { JOB_INVOICED } from "../src/server/modules/jobs/admin-jobs.service.ts";
import { databaseFingerprint } from "./setup/db-fingerprint.ts";
import { insertJob, makeCustomer, makeTechnician } from "./setup/admin-jobs-fixtures.ts";
import { businessToday } from "../src/shared/rules/dates.ts";
import { insertBooking, insertPayment, invoiceOfJob } from "./setup/billing-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Decision 0135: one ledger for the money of a job. Every screen reads the same figures, and a
// payment the office records is checked against the balance the ledger derives.
let t: TTestApp;
let admin: { cookie: string; userId: string };
let customer: { id: string; email: string; userId: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ QUEUE_MODE: "worker" });
  admin = await t.signedIn("admin");
  const account = await t.signedIn("customer", "ada.ledger@example.com");
  const id = await makeCustomer(t, { first_name: "Ada", last_name: "Lovelace", email: account.email });
  await t.database.db.update(customers).set({ profile_id: account.userId }).where(eq(customers.id, id));
  customer = { id, ...account };
});
afterAll(() => t.close());

const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, cookie = admin.cookie) =>
  t.request({ method, url, cookie, ...(payload ? { payload } : {}) });

/** A customer's $110 booking (service $95 + a $15 add-on), its $95 deposit paid, and its job in progress. */
async function bookedJob(title: string, options: { deposit?: number } = {}) {
  const bookingId = await insertBooking(t, { customerEmail: customer.email, userId: customer.userId });
  await t.database.db.update(bookings).set({ subtotal: 11000, initial_payment_amount: 9500, initial_payment_status: "paid" }).where(eq(bookings.id, bookingId));
  await insertPayment(t, { bookingId, kind: "deposit", amount: options.deposit ?? 9500, userId: customer.userId });
  const jobId = await insertJob(t, { customer_id: customer.id, title, total_amount: 11000, booking_id: bookingId, status: "in_progress" });
  return { bookingId, jobId };
}
const complete = (id: string) => api("POST", `/api/admin/jobs/${id}/status`, { to: "completed", expected: "in_progress" });

describe("the customer's booking shows the job's ledger", () => {
  it("with tax as its own line before the invoice, and a balance of $0.00 once the invoice is paid", async () => {
    const { bookingId, jobId } = await bookedJob("Faucet repair");
    const before = (await api("GET", `/api/me/bookings/${bookingId}`, undefined, customer.cookie)).json();
    // $110 + 7.5 % tax ($8.25) = $118.25, less the $95 deposit.
    expect(before.ledger).toMatchObject({ source: "booking", subtotal: 11000, tax: 825, total: 11825, paid: 9500, balance: 2325 });
    expect(before.remaining_balance).toBe(2325);

    expect((await complete(jobId)).statusCode).toBe(200);
    const invoice = (await invoiceOfJob(t, jobId))!;
    expect(invoice.total - invoice.deposit_paid).toBe(2325);
    expect((await api("POST", `/api/admin/invoices/${invoice.id}/mark-paid`)).statusCode).toBe(200);

    const after = (await api("GET", `/api/me/bookings/${bookingId}`, undefined, customer.cookie)).json();
    expect(after.remaining_balance).toBe(0);
    expect(after.ledger).toMatchObject({ source: "invoice", total: 11825, paid: 11825, balance: 0 });
  });
});

describe("an emergency's fee is shown paid, with its own summary", () => {
  it("on the admin's job and the customer's booking", async () => {
    const bookingId = await insertBooking(t, { customerEmail: customer.email, userId: customer.userId });
    await t.database.db
      .update(bookings)
      .set({ is_emergency: true, emergency_fee_paid: true, emergency_fee_amount: 2500, scheduled_time: "ASAP (Within 2 hours)" })
      .where(eq(bookings.id, bookingId));
    await insertPayment(t, { bookingId, kind: "emergency_fee", amount: 2500, userId: customer.userId });
    const jobId = await insertJob(t, { customer_id: customer.id, title: "Emergency Service", total_amount: null, booking_id: bookingId, status: "pending" });

    const fee = {
      source: "emergency",
      lines: [{ description: "Emergency service fee", amount: 2500, taxable: false }],
      tax: 0,
      total: 2500,
      paid: 2500,
      due: 0,
    };
    expect((await api("GET", `/api/admin/jobs/${jobId}`)).json().ledger).toMatchObject(fee);
    expect((await api("GET", `/api/me/bookings/${bookingId}`, undefined, customer.cookie)).json()).toMatchObject({ remaining_balance: 0, ledger: fee });
  });

  it("as an Emergency in every list that shows the job: the admin's, the technician's and My Bookings, with its window and its fee paid", async () => {
    const tech = await makeTechnician(t, { first_name: "Erin", last_name: "Responder" });
    const bookingId = await insertBooking(t, { customerEmail: customer.email, userId: customer.userId });
    await t.database.db
      .update(bookings)
      .set({ is_emergency: true, emergency_fee_paid: true, emergency_fee_amount: 2500, scheduled_time: "Within 4 hours", emergency_payment_date: new Date() })
      .where(eq(bookings.id, bookingId));
    const jobId = await insertJob(t, {
      customer_id: customer.id,
      title: "Emergency Service",
      total_amount: null,
      booking_id: bookingId,
      technician_id: tech.id,
      status: "scheduled",
      scheduled_date: businessToday(),
      scheduled_time: "Within 4 hours",
    });
    // A booked job of the same customer and technician is no emergency.
    const { jobId: plainJobId } = await bookedJob("Not an emergency");
    await t.database.db.update(jobs).set({ technician_id: tech.id, status: "scheduled" }).where(eq(jobs.id, plainJobId));
    const summary = { response_window: "Within 4 hours", fee: 2500, fee_paid: true };

    const adminList = (await api("GET", "/api/admin/jobs?limit=100")).json().items as { id: string; emergency: unknown }[];
    expect(adminList.find((job) => job.id === jobId)?.emergency).toEqual(summary);
    expect(adminList.find((job) => job.id === plainJobId)?.emergency).toBeNull();
    expect((await api("GET", `/api/admin/jobs/${jobId}`)).json().emergency).toEqual(summary);

    const techList = (await api("GET", "/api/technician/jobs", undefined, tech.cookie)).json().items as { id: string; emergency: unknown }[];
    expect(techList.find((job) => job.id === jobId)?.emergency).toEqual(summary);
    expect(techList.find((job) => job.id === plainJobId)?.emergency).toBeNull();
    expect((await api("GET", `/api/technician/jobs/${jobId}`, undefined, tech.cookie)).json().emergency).toEqual(summary);

    const mine = (await api("GET", "/api/me/bookings?limit=50", undefined, customer.cookie)).json().items as {
      id: string;
      emergency: unknown;
      service_name: string;
    }[];
    expect(mine.find((booking) => booking.id === bookingId)).toMatchObject({ service_name: "Emergency Service", emergency: summary });
    expect((await api("GET", `/api/me/bookings/${bookingId}`, undefined, customer.cookie)).json()).toMatchObject({ emergency: summary });

    // The office sets a clock time on the visit: the summary keeps the window the customer was promised.
    await t.database.db.update(jobs).set({ scheduled_time: "9:00 AM" }).where(eq(jobs.id, jobId));
    expect((await api("GET", `/api/admin/jobs/${jobId}`)).json().emergency).toEqual(summary);
  });
});

describe("Revenue is the money collected less refunds, and billed before tax is its own figure", () => {
  it("on the summary cards, never a job's amount", async () => {
    const before = (await api("GET", "/api/admin/jobs/summary")).json();
    const { jobId } = await bookedJob("Revenue check");
    // A job's amount moves no money: the card must not count it.
    await t.database.db.update(jobs).set({ total_amount: 99_900 }).where(eq(jobs.id, jobId));
    expect((await complete(jobId)).statusCode).toBe(200);
    const after = (await api("GET", "/api/admin/jobs/summary")).json();
    expect(after.revenue - before.revenue).toBe(9500);
    expect(after.billed_before_tax - before.billed_before_tax).toBe(99_900);
  });
});

describe("the Payments page", () => {
  it("labels a refund a refund, never Paid", async () => {
    const bookingId = await insertBooking(t, { customerEmail: customer.email, userId: customer.userId });
    const refund = await insertPayment(t, { bookingId, kind: "refund", amount: 4750, userId: customer.userId });
    const { items } = (await api("GET", "/api/admin/payments?kind=refund")).json();
    expect(items.find((item: { id: string }) => item.id === refund)).toMatchObject({ kind: "refund", status_label: "Refunded" });
  });
});

describe("deleting a job with an issued invoice", () => {
  it("is a 409 that names the invoice, and nothing is deleted", async () => {
    const { jobId } = await bookedJob("Invoiced, keep me");
    expect((await complete(jobId)).statusCode).toBe(200);
    const before = await databaseFingerprint(t.database.pool);
    const response = await api("POST", "/api/admin/jobs/bulk/delete", { ids: [jobId] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: JOB_INVOICED, fields: [{ field: "ids", message: expect.stringMatching(/^invoiced: INV-\d{5}$/) }] });
    expect(await databaseFingerprint(t.database.pool)).toEqual(before);
  });
});

describe("POST /api/admin/invoices/:id/payments", () => {
  async function unpaidInvoice(title: string) {
    const { jobId, bookingId } = await bookedJob(title);
    expect((await complete(jobId)).statusCode).toBe(200);
    return { invoice: (await invoiceOfJob(t, jobId))!, bookingId };
  }
  // Each call is a new payment (its own key) unless the body names the key of an earlier one.
  const pay = (id: string, body: object, cookie = admin.cookie) =>
    api("POST", `/api/admin/invoices/${id}/payments`, { idempotency_key: randomUUID(), ...body }, cookie);
  /** The receipts mailed for an invoice, oldest first. */
  const receipts = (number: number) =>
    t.database.db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "payment-receipt"), like(mailOutbox.subject, `% on invoice ${formatInvoiceNumber(number)}`)))
      .orderBy(mailOutbox.created_at);

  it("records a part payment with its method and reference, then the rest pays the invoice", async () => {
    const { invoice, bookingId } = await unpaidInvoice("Part payments");
    const part = await pay(invoice.id, { amount: 1000, method: "cash", reference: "Receipt 17" });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ status: "unpaid", ledger: { paid: 10500, due: 1325 } });
    expect((await api("GET", `/api/me/bookings/${bookingId}`, undefined, customer.cookie)).json().remaining_balance).toBe(1325);

    const rest = await pay(invoice.id, { amount: 1325, method: "check", reference: "Check 2041" });
    expect(rest.json()).toMatchObject({ status: "paid", balance_due: 0, ledger: { paid: 11825, due: 0 } });
    const rows = await t.database.db.select().from(payments).where(eq(payments.invoice_id, invoice.id));
    expect(rows.map((row) => [row.amount, row.method, row.reference]).toSorted()).toEqual([
      [1000, "cash", "Receipt 17"],
      [1325, "check", "Check 2041"],
    ]);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity_id, invoice.id));
    expect(audits.filter((row) => row.action === "record-payment")).toHaveLength(2);
  });

  it("refuses bad amounts and methods (400), more than the balance (409) and other roles (403), writing nothing", async () => {
    const { invoice } = await unpaidInvoice("Bad payments");
    const before = await databaseFingerprint(t.database.pool);
    for (const [body, field] of [
      [{ amount: -100, method: "cash" }, "amount"],
      [{ amount: 0, method: "cash" }, "amount"],
      [{ amount: 10.5, method: "cash" }, "amount"],
      [{ amount: "100", method: "cash" }, "amount"],
      [{ amount: 100, method: "barter" }, "method"],
      [{ amount: 100, method: "cash", idempotency_key: "not-a-uuid" }, "idempotency_key"],
    ] as const) {
      const response = await pay(invoice.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
    const over = await pay(invoice.id, { amount: 2326, method: "cash" });
    expect(over.statusCode).toBe(409);
    expect(over.json().fields).toEqual([{ field: "amount", message: "must not be more than the balance of $23.25" }]);
    expect((await pay(invoice.id, { amount: 100, method: "cash" }, customer.cookie)).statusCode).toBe(403);
    expect(await databaseFingerprint(t.database.pool)).toEqual(before);
  });

  it("takes one of two payments of the last balance at once; the other is a 409", async () => {
    const { invoice } = await unpaidInvoice("Paid twice at once");
    const answers = await Promise.all([pay(invoice.id, { amount: 2325, method: "cash" }), pay(invoice.id, { amount: 2325, method: "card" })]);
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(payments).where(eq(payments.invoice_id, invoice.id));
    expect(rows).toHaveLength(1);
    const [stored] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored.paid_at).not.toBeNull();
    expect(await receipts(invoice.number)).toHaveLength(1);
  });

  it("writes the customer one receipt per payment: amount, method, invoice number and what is still due", async () => {
    const { invoice } = await unpaidInvoice("Receipts");
    const number = formatInvoiceNumber(invoice.number);
    expect((await pay(invoice.id, { amount: 1000, method: "cash", reference: "Receipt 17" })).statusCode).toBe(200);
    const paid = await pay(invoice.id, { amount: 1325, method: "check" });
    expect(paid.statusCode).toBe(200);
    // The invoice lists each payment with its method, reference and who recorded it.
    expect(paid.json().payments).toEqual([
      expect.objectContaining({ amount: 1000, method: "cash", reference: "Receipt 17", recorded_by_name: expect.any(String) }),
      expect.objectContaining({ amount: 1325, method: "check", reference: null, recorded_by_name: expect.any(String) }),
    ]);

    const [part, rest, ...more] = await receipts(invoice.number);
    expect(more).toEqual([]);
    expect(part).toMatchObject({ to: customer.email, subject: `Receipt for your payment of $10.00 on invoice ${number}` });
    for (const line of ["Amount paid: $10.00", "Method: Cash", "Reference: Receipt 17", `Invoice: ${number}`, "Still due: $13.25"]) {
      expect(part!.text).toContain(`\n${line}\n`);
    }
    expect(part!.text).toMatch(/\nReceived: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M ET\n/);
    expect(rest!.text).toContain("\nMethod: Check\n");
    expect(rest!.text).not.toContain("Reference:");
    expect(rest!.text).toContain("\nStill due: $0.00 (paid in full, thank you)\n");
  });

  it("records and mails a retried payment once: the same key again, in turn or at once, is the same payment", async () => {
    const { invoice } = await unpaidInvoice("Retried payment");
    const body = { amount: 500, method: "card", reference: "Terminal 4", idempotency_key: randomUUID() };
    const first = await pay(invoice.id, body);
    expect(first.statusCode).toBe(200);
    const again = await Promise.all([pay(invoice.id, body), pay(invoice.id, body)]);
    expect(again.map((answer) => answer.statusCode)).toEqual([200, 200]);
    for (const answer of again) expect(answer.json()).toMatchObject({ status: "unpaid", ledger: { due: 1825 } });
    expect(await t.database.db.select().from(payments).where(eq(payments.invoice_id, invoice.id))).toHaveLength(1);
    expect(await receipts(invoice.number)).toHaveLength(1);

    // The retry of the payment that paid the invoice is that payment again, not a 409.
    const last = { amount: 1825, method: "cash", idempotency_key: randomUUID() };
    expect((await pay(invoice.id, last)).json()).toMatchObject({ status: "paid" });
    const retried = await pay(invoice.id, last);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ status: "paid", ledger: { due: 0 } });
    expect(await receipts(invoice.number)).toHaveLength(2);
  });

  it("refuses a key used for another payment (422), writing nothing", async () => {
    const { invoice } = await unpaidInvoice("Key reused");
    const key = randomUUID();
    expect((await pay(invoice.id, { amount: 500, method: "cash", idempotency_key: key })).statusCode).toBe(200);
    const before = await databaseFingerprint(t.database.pool);
    const reused = await pay(invoice.id, { amount: 700, method: "cash", idempotency_key: key });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().fields).toEqual([{ field: "idempotency_key", message: "was already used for another payment" }]);
    expect(await databaseFingerprint(t.database.pool)).toEqual(before);
  });

  it("mails a receipt for 'Mark as paid' too, and none for its retry (a 409)", async () => {
    const { invoice } = await unpaidInvoice("Marked paid receipt");
    expect((await api("POST", `/api/admin/invoices/${invoice.id}/mark-paid`)).statusCode).toBe(200);
    expect((await api("POST", `/api/admin/invoices/${invoice.id}/mark-paid`)).statusCode).toBe(409);
    const mails = await receipts(invoice.number);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("\nAmount paid: $23.25\n");
    expect(mails[0]!.text).toContain("\nStill due: $0.00 (paid in full, thank you)\n");
  });
});
