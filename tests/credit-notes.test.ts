import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog, creditNotes, customers } from "../src/server/db/schema.ts";
import { INVOICE_VOID_CREDIT } from "../src/server/modules/invoices/invoices.service.ts";
import { ZInvoiceDetail, ZMyInvoiceDetail } from "../src/shared/schemas/invoices.ts";
import { jobForm, makeCustomer } from "./setup/admin-jobs-fixtures.ts";
import { insertBookedJob, invoiceOfJob } from "./setup/billing-fixtures.ts";
import { databaseFingerprint } from "./setup/db-fingerprint.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Decision 0138: a credit note gives part of an issued invoice back without editing it. Numbered in
// one sequence, audited, checked under the invoice's row lock against its total less the credits
// already issued; every figure of a balance subtracts it through the job's ledger.
let t: TTestApp;
let admin: { cookie: string; userId: string };
let owner: { cookie: string; email: string; customerId: string };
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  t = await createTestApp({ QUEUE_MODE: "worker" });
  admin = await t.signedIn("admin");
  const account = await t.signedIn("customer", "carla.credit@example.com");
  const customerId = await makeCustomer(t, { first_name: "Carla", last_name: "Credit", email: account.email });
  await t.database.db.update(customers).set({ profile_id: account.userId }).where(eq(customers.id, customerId));
  owner = { cookie: account.cookie, email: account.email, customerId };
});
afterAll(() => t.close());

const api = (method: "GET" | "POST", url: string, payload?: object, cookie: string | undefined = admin.cookie) =>
  t.request({ method, url, cookie, ...(payload ? { payload } : {}) });
/** `cookie` null: signed out. */
const credit = (id: string, body: object, cookie: string | null = admin.cookie) =>
  t.request({ method: "POST", url: `/api/admin/invoices/${id}/credit-notes`, cookie: cookie ?? undefined, payload: body });

/** A booked job of Carla's, completed: $125.50 + 7.5 % tax = $134.91, $85 deposit paid, $49.91 due. */
async function invoicedBookedJob(title: string) {
  const { jobId, bookingId } = await insertBookedJob(t, { customerId: owner.customerId, customerEmail: owner.email, title, totalAmount: 12550, deposit: 8500 });
  const done = await api("POST", `/api/admin/jobs/${jobId}/status`, { to: "completed", expected: "in_progress" });
  expect(done.statusCode, done.body).toBe(200);
  return { jobId, bookingId, invoice: (await invoiceOfJob(t, jobId))! };
}

/** A job the office made and completed on the spot (no booking): $50 + tax = $53.75 due. */
async function invoicedOfficeJob(title: string) {
  const made = await api("POST", "/api/admin/jobs", jobForm(owner.customerId, { title, status: "completed", total_amount: 5000 }));
  expect(made.statusCode, made.body).toBe(201);
  const jobId = made.json().id as string;
  return { jobId, invoice: (await invoiceOfJob(t, jobId))! };
}

describe("POST /api/admin/invoices/:id/credit-notes", () => {
  it("credits part of the invoice with a number and a reason, audited, and every balance of it drops by the credit", async () => {
    const { jobId, bookingId, invoice } = await invoicedBookedJob("Leaky faucet");
    const response = await credit(invoice.id, { amount: 1000, reason: "  Arrived late  " });
    expect(response.statusCode, response.body).toBe(200);
    const detail = ZInvoiceDetail.parse(response.json());
    expect(detail).toMatchObject({ total: 13491, balance_due: 3991, status: "unpaid" });
    expect(detail.ledger).toMatchObject({ total: 13491, credited: 1000, paid: 8500, due: 3991, refund_owed: 0 });
    expect(detail.credit_notes).toEqual([
      {
        id: expect.any(String),
        number: expect.any(Number),
        amount: 1000,
        reason: "Arrived late",
        kind: "manual",
        created_at: expect.any(String),
        created_by_name: expect.any(String),
      },
    ]);
    // Never changed once issued, not even by hand.
    await expect(t.database.db.update(creditNotes).set({ amount: 1 }).where(eq(creditNotes.invoice_id, invoice.id))).rejects.toThrow();
    // Issued, never edited: the invoice's own figures stand as issued.
    expect(detail).toMatchObject({ number: invoice.number, subtotal: 12550, tax: 941, balance: 4991, lines: invoice.lines });

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, invoice.id), eq(auditLog.action, "credit")));
    expect(audit).toMatchObject({
      actor_id: admin.userId,
      details: { number: invoice.number, credit_note: detail.credit_notes[0]!.number, amount: 1000, kind: "manual" },
    });

    // Every reader of a balance reads the one ledger: the admin's list, its Unpaid card, the job, the customer's invoice and booking.
    const row = (await api("GET", "/api/admin/invoices?status=unpaid&limit=100")).json().items.find((item: { id: string }) => item.id === invoice.id);
    expect(row).toMatchObject({ total: 13491, balance_due: 3991 });
    const job = (await api("GET", `/api/admin/jobs/${jobId}`)).json();
    expect(job.ledger).toMatchObject({ credited: 1000, due: 3991 });
    const mine = await api("GET", `/api/me/invoices/${invoice.id}`, undefined, owner.cookie);
    expect(mine.statusCode, mine.body).toBe(200);
    const customerView = ZMyInvoiceDetail.parse(mine.json());
    expect(customerView).toMatchObject({ balance_due: 3991, credit_notes: [{ amount: 1000, reason: "Arrived late", kind: "manual" }] });
    expect(customerView.credit_notes[0]).not.toHaveProperty("created_by_name");
    const myRow = (await api("GET", "/api/me/invoices?limit=50", undefined, owner.cookie)).json().items.find((item: { id: string }) => item.id === invoice.id);
    expect(myRow).toMatchObject({ balance_due: 3991 });
    const booking = await api("GET", `/api/me/bookings/${bookingId}`, undefined, owner.cookie);
    expect(booking.statusCode, booking.body).toBe(200);
    expect(booking.json().remaining_balance).toBe(3991);
  });

  it("numbers credit notes in one sequence across invoices, and a credit beyond what is unpaid leaves a refund owed and settles the invoice", async () => {
    const first = await invoicedBookedJob("Garage door");
    const second = await invoicedOfficeJob("Fence post");
    const a = ZInvoiceDetail.parse((await credit(first.invoice.id, { amount: 500, reason: "Goodwill" })).json()).credit_notes[0]!.number;
    const b = ZInvoiceDetail.parse((await credit(second.invoice.id, { amount: 500, reason: "Goodwill" })).json()).credit_notes[0]!.number;
    expect(b).toBe(a + 1);

    // $134.91 billed, $85 paid, $5 credited: crediting the other $129.91 leaves $85 owed back.
    const all = await credit(first.invoice.id, { amount: 12991, reason: "Job redone for free" });
    expect(all.statusCode, all.body).toBe(200);
    const settled = ZInvoiceDetail.parse(all.json());
    expect(settled.ledger).toMatchObject({ credited: 13491, balance: -8500, due: 0, refund_owed: 8500 });
    expect(settled).toMatchObject({ balance_due: 0, status: "paid" });
    expect(settled.paid_at).not.toBeNull();

    // Nothing is left to credit.
    const more = await credit(first.invoice.id, { amount: 1, reason: "Once more" });
    expect(more.statusCode).toBe(409);
    expect(more.json().fields).toEqual([{ field: "amount", message: expect.stringContaining("$0.00") }]);
  });

  it("refuses bad amounts and reasons with 400 naming the field, over the creditable amount 409, a void invoice 409, an unknown one 404; nothing is written", async () => {
    const { invoice } = await invoicedOfficeJob("Porch light");
    expect((await api("POST", `/api/admin/invoices/${invoice.id}/void`, { reason: "Wrong customer" })).statusCode).toBe(200);
    const live = await invoicedOfficeJob("Porch light again");
    const before = await databaseFingerprint(t.database.pool);
    for (const [body, field] of [
      [{ amount: -100, reason: "x" }, "amount"],
      [{ amount: 0, reason: "x" }, "amount"],
      [{ amount: 10.5, reason: "x" }, "amount"],
      [{ amount: "100", reason: "x" }, "amount"],
      [{ reason: "x" }, "amount"],
      [{ amount: 100 }, "reason"],
      [{ amount: 100, reason: "   " }, "reason"],
      [{ amount: 100, reason: "x".repeat(501) }, "reason"],
    ] as const) {
      const response = await credit(live.invoice.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields.map((entry: { field: string }) => entry.field)).toContain(field);
    }
    // $53.75 billed: $53.76 is more than can be credited.
    const over = await credit(live.invoice.id, { amount: 5376, reason: "Too much" });
    expect(over.statusCode).toBe(409);
    expect(over.json().fields).toEqual([{ field: "amount", message: expect.stringContaining("$53.75") }]);
    const onVoid = await credit(invoice.id, { amount: 100, reason: "On a void one" });
    expect(onVoid.statusCode).toBe(409);
    expect(onVoid.json().message).toBe(INVOICE_VOID_CREDIT);
    expect((await credit(UNKNOWN, { amount: 100, reason: "Nobody's" })).statusCode).toBe(404);
    expect((await credit("not-an-id", { amount: 100, reason: "Nobody's" })).statusCode).toBe(400);
    expect(await databaseFingerprint(t.database.pool)).toEqual(before);
  });

  it("401 signed out, 403 for customers (even the invoice's own) and technicians", async () => {
    const { invoice } = await invoicedOfficeJob("Door bell");
    const technician = await t.signedIn("technician");
    expect((await credit(invoice.id, { amount: 100, reason: "x" }, null)).statusCode).toBe(401);
    expect((await credit(invoice.id, { amount: 100, reason: "x" }, owner.cookie)).statusCode).toBe(403);
    expect((await credit(invoice.id, { amount: 100, reason: "x" }, technician.cookie)).statusCode).toBe(403);
    expect(await t.database.db.select().from(creditNotes).where(eq(creditNotes.invoice_id, invoice.id))).toEqual([]);
  });

  it("two credits at once that together exceed what is creditable: one 200 and one 409", async () => {
    const { invoice } = await invoicedOfficeJob("Ceiling fan");
    const responses = await Promise.all([credit(invoice.id, { amount: 3000, reason: "First" }), credit(invoice.id, { amount: 3000, reason: "Second" })]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(creditNotes).where(eq(creditNotes.invoice_id, invoice.id));
    expect(rows).toHaveLength(1);
    const detail = ZInvoiceDetail.parse((await api("GET", `/api/admin/invoices/${invoice.id}`)).json());
    expect(detail).toMatchObject({ balance_due: 2375, ledger: { credited: 3000 } });
  });
});
