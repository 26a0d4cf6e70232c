import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog, customers, jobs } from "../src/server/db/schema.ts";
import { INVOICE_ALREADY_VOID } from "../src/server/modules/invoices/invoices.service.ts";
import { INVOICE_VOID } from "../src/shared/rules/refusals.ts";
import { ZInvoiceDetail, ZMyInvoiceDetail } from "../src/shared/schemas/invoices.ts";
import { jobForm, makeCustomer } from "./setup/admin-jobs-fixtures.ts";
import { insertBookedJob, invoiceOfJob } from "./setup/billing-fixtures.ts";
import { databaseFingerprint } from "./setup/db-fingerprint.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Decision 0143: an issued invoice is never edited; the office voids it with a reason. A void
// invoice bills nothing and takes no payment; the payments made against it stay the job's, and
// the job may be billed again.
let t: TTestApp;
let admin: { cookie: string; userId: string };
let owner: { cookie: string; email: string; customerId: string };
let outsiders: { customer: string; technician: string };
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  t = await createTestApp({ QUEUE_MODE: "worker" });
  admin = await t.signedIn("admin");
  const account = await t.signedIn("customer", "vera.void@example.com");
  const customerId = await makeCustomer(t, { first_name: "Vera", last_name: "Void", email: account.email });
  await t.database.db.update(customers).set({ profile_id: account.userId }).where(eq(customers.id, customerId));
  owner = { cookie: account.cookie, email: account.email, customerId };
  outsiders = { customer: (await t.signedIn("customer")).cookie, technician: (await t.signedIn("technician")).cookie };
});
afterAll(() => t.close());

const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, cookie = admin.cookie) =>
  t.request({ method, url, cookie, ...(payload ? { payload } : {}) });
const voidIt = (id: string, reason: unknown = "Billed the wrong hours", cookie = admin.cookie) =>
  api("POST", `/api/admin/invoices/${id}/void`, { reason }, cookie);

/** A booked job of Vera's, completed: $125.50 + 7.5 % tax = $134.91, $85 deposit paid, $49.91 due. */
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

describe("POST /api/admin/invoices/:id/void", () => {
  it("voids the invoice with its reason, audited; it leaves the unpaid list and its job waits for a new one", async () => {
    const { jobId, invoice } = await invoicedBookedJob("Leaky faucet");
    const response = await voidIt(invoice.id, "  Billed the wrong hours  ");
    expect(response.statusCode, response.body).toBe(200);
    const voided = ZInvoiceDetail.parse(response.json());
    expect(voided).toMatchObject({ status: "void", balance_due: 0, void_reason: "Billed the wrong hours", voided_by_name: expect.any(String) });
    expect(voided.voided_at).not.toBeNull();
    // Kept as it was issued.
    expect(voided).toMatchObject({ number: invoice.number, total: 13491, lines: invoice.lines });

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, invoice.id), eq(auditLog.action, "void")));
    expect(audit).toMatchObject({ actor_id: admin.userId, details: { number: invoice.number, job_id: jobId, reason: "Billed the wrong hours" } });

    const ids = async (status: string) =>
      (await api("GET", `/api/admin/invoices?status=${status}&limit=100`)).json().items.map((item: { id: string }) => item.id);
    expect(await ids("void")).toContain(invoice.id);
    expect(await ids("unpaid")).not.toContain(invoice.id);
    expect(await ids("paid")).not.toContain(invoice.id);
    const summary = (await api("GET", "/api/admin/invoices/summary")).json();
    expect(summary.void.count).toBeGreaterThanOrEqual(1);
    const waiting = (await api("GET", "/api/admin/invoices/uninvoiced-jobs?limit=100")).json().items.map((job: { id: string }) => job.id);
    expect(waiting).toContain(jobId);
  });

  it("the job is billed again with a new number, and the payments made on the void invoice count on the new one", async () => {
    const { jobId, invoice } = await invoicedOfficeJob("Gate latch");
    const part = await api("POST", `/api/admin/invoices/${invoice.id}/payments`, { amount: 2000, method: "cash", idempotency_key: randomUUID() });
    expect(part.statusCode, part.body).toBe(200);
    expect((await voidIt(invoice.id)).statusCode).toBe(200);
    const job = (await api("GET", `/api/admin/jobs/${jobId}`)).json();
    expect(job.ledger).toMatchObject({ source: "job_amount", total: 5375, paid: 2000, due: 3375 });

    const reissued = await api("POST", "/api/admin/invoices", { job_id: jobId });
    expect(reissued.statusCode, reissued.body).toBe(201);
    const fresh = ZInvoiceDetail.parse(reissued.json());
    expect(fresh.number).toBeGreaterThan(invoice.number);
    expect(fresh).toMatchObject({ status: "unpaid", total: 5375, balance_due: 3375, ledger: { source: "invoice", paid: 2000, due: 3375 } });
    // One live invoice a job: a second is refused.
    expect((await api("POST", "/api/admin/invoices", { job_id: jobId })).statusCode).toBe(409);
    // The void one still shows what it billed, and owes nothing.
    expect((await api("GET", `/api/admin/invoices/${invoice.id}`)).json()).toMatchObject({ status: "void", total: 5375, balance_due: 0 });
  });

  it("a corrected price is billed at once: saving the completed job issues its new invoice", async () => {
    const { jobId, invoice } = await invoicedOfficeJob("Porch rail");
    expect((await voidIt(invoice.id)).statusCode).toBe(200);
    const edited = await api("PUT", `/api/admin/jobs/${jobId}`, {
      ...jobForm(owner.customerId, { title: "Porch rail", status: "completed", total_amount: 4000 }),
      expected_status: "completed",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const fresh = (await invoiceOfJob(t, jobId))!;
    expect(fresh.id).not.toBe(invoice.id);
    expect(fresh).toMatchObject({ subtotal: 4000, total: 4300, voided_at: null });
  });

  it("a second void is a 409; a void invoice takes no payment and is not e-mailed, and nothing is written", async () => {
    const { invoice } = await invoicedBookedJob("Void twice");
    expect((await voidIt(invoice.id)).statusCode).toBe(200);
    const before = await databaseFingerprint(t.database.pool);
    const again = await voidIt(invoice.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INVOICE_ALREADY_VOID);
    for (const [url, payload] of [
      [`/api/admin/invoices/${invoice.id}/mark-paid`, undefined],
      [`/api/admin/invoices/${invoice.id}/payments`, { amount: 1000, method: "cash", idempotency_key: randomUUID() }],
      [`/api/admin/invoices/${invoice.id}/email`, { idempotency_key: randomUUID() }],
    ] as const) {
      const refused = await api("POST", url, payload);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().message).toBe(INVOICE_VOID);
    }
    const online = await t.request({
      method: "POST",
      url: `/api/me/invoices/${invoice.id}/payments`,
      cookie: owner.cookie,
      payload: { amount: 4991 },
      headers: { "idempotency-key": randomUUID() },
    });
    expect(online.statusCode, online.body).toBe(409);
    expect(await databaseFingerprint(t.database.pool)).toEqual(before);
  });

  it("the customer reads it as void with its reason, without the office's names", async () => {
    const { invoice } = await invoicedBookedJob("Customer sees void");
    await voidIt(invoice.id, "Sent to the wrong address");
    const mine = await t.request({ method: "GET", url: `/api/me/invoices/${invoice.id}`, cookie: owner.cookie });
    expect(mine.statusCode).toBe(200);
    const seen = ZMyInvoiceDetail.parse(mine.json());
    expect(seen).toMatchObject({ status: "void", balance_due: 0, void_reason: "Sent to the wrong address" });
    expect(mine.json()).not.toHaveProperty("voided_by_name");
    const list = (await t.request({ method: "GET", url: "/api/me/invoices", cookie: owner.cookie })).json().items;
    expect(list.find((item: { id: string }) => item.id === invoice.id)).toMatchObject({ status: "void", balance_due: 0 });
  });

  it("a job whose only invoice is void may be deleted", async () => {
    const { jobId, invoice } = await invoicedOfficeJob("Delete after void");
    expect((await api("POST", "/api/admin/jobs/bulk/delete", { ids: [jobId] })).statusCode).toBe(409);
    await voidIt(invoice.id);
    const deleted = await api("POST", "/api/admin/jobs/bulk/delete", { ids: [jobId] });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.database.db.select().from(jobs).where(eq(jobs.id, jobId))).toHaveLength(0);
  });

  it("refuses a missing, empty or too long reason with 400 naming the field, and writes nothing", async () => {
    const { invoice } = await invoicedBookedJob("Bad reasons");
    const before = await databaseFingerprint(t.database.pool);
    for (const reason of [undefined, "", "   ", "x".repeat(501), 42]) {
      const response = await api("POST", `/api/admin/invoices/${invoice.id}/void`, reason === undefined ? {} : { reason });
      expect(response.statusCode, String(reason)).toBe(400);
      expect(response.json().fields[0].field).toBe("reason");
    }
    expect((await voidIt("not-a-uuid")).statusCode).toBe(400);
    expect((await voidIt(UNKNOWN)).statusCode).toBe(404);
    expect(await databaseFingerprint(t.database.pool)).toEqual(before);
  });

  it("401 signed out, 403 for customers (even the invoice's own) and technicians", async () => {
    const { invoice } = await invoicedBookedJob("Not yours to void");
    expect((await t.request({ method: "POST", url: `/api/admin/invoices/${invoice.id}/void`, payload: { reason: "x" } })).statusCode).toBe(401);
    expect((await voidIt(invoice.id, "x", owner.cookie)).statusCode).toBe(403);
    expect((await voidIt(invoice.id, "x", outsiders.customer)).statusCode).toBe(403);
    expect((await voidIt(invoice.id, "x", outsiders.technician)).statusCode).toBe(403);
  });
});
