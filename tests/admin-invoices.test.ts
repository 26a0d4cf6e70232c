import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, desc, eq } from "drizzle-orm";
import { auditLog, customers, invoiceEmails, invoices, jobs, mailOutbox, payments, settings } from "../src/server/db/schema.ts";
import { connectDatabase } from "../src/server/db/client.ts";
import { invoiceIssuer } from "../src/server/modules/invoices/invoice-issuer.ts";
import { INVOICE_ALREADY_PAID } from "../src/shared/rules/refusals.ts";
import { JOB_ALREADY_INVOICED, JOB_NOT_COMPLETED, NOTHING_TO_BILL } from "../src/server/modules/invoices/invoices.service.ts";
import { DEFAULT_BUSINESS_SETTINGS } from "../src/shared/schemas/settings.ts";
import { ZInvoiceDetail } from "../src/shared/schemas/invoices.ts";
import { insertJob, jobForm, makeCustomer } from "./setup/admin-jobs-fixtures.ts";
import { allInvoiceNumbers, insertBookedJob, insertEstimate, invoiceOfJob, lastInvoiceNumber } from "./setup/billing-fixtures.ts";
import { databaseFingerprint } from "./setup/db-fingerprint.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Invoices: one invoice per completed job, issued in the completion's transaction by
// every admin path, numbered without gaps, e-mailed through the outbox and marked paid once.
let t: TTestApp;
let admin: { cookie: string; userId: string };
let customer: { id: string; email: string; userId: string };
let outsiders: { customer: string; technician: string };
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  // Queued mail stays in the outbox (no worker here), so the tests read exactly what was written.
  t = await createTestApp({ QUEUE_MODE: "worker" });
  admin = await t.signedIn("admin");
  const account = await t.signedIn("customer", "grace.billing@example.com");
  const id = await makeCustomer(t, { first_name: "Grace", last_name: "Hopper", email: account.email });
  await t.database.db.update(customers).set({ profile_id: account.userId }).where(eq(customers.id, id));
  customer = { id, email: account.email, userId: account.userId };
  outsiders = { customer: (await t.signedIn("customer")).cookie, technician: (await t.signedIn("technician")).cookie };
});
afterAll(() => t.close());

const api = (method: "GET" | "POST" | "PUT", url: string, payload?: object, cookie = admin.cookie) =>
  t.request({ method, url, cookie, ...(payload ? { payload } : {}) });
const bookedJob = (title: string, totalAmount: number | null = 12550, deposit = 8500) =>
  insertBookedJob(t, { customerId: customer.id, customerEmail: customer.email, title, totalAmount, deposit });
const complete = (id: string, expected = "in_progress") => api("POST", `/api/admin/jobs/${id}/status`, { to: "completed", expected });

describe("an invoice is issued when a job is completed", () => {
  it("by the quick action, in the same transaction: lines, tax at the settings' rate, deposit and balance", async () => {
    const { jobId, bookingId } = await bookedJob("Faucet repair");
    const response = await complete(jobId);
    expect(response.statusCode, response.body).toBe(200);
    const invoice = await invoiceOfJob(t, jobId);
    expect(invoice).toMatchObject({
      booking_id: bookingId,
      customer_id: customer.id,
      customer_name: "Grace Hopper",
      customer_email: customer.email,
      job_title: "Faucet repair",
      lines: [{ description: "Faucet repair", quantity: 1, unit_amount: 12550, amount: 12550 }],
      lines_from: "job_amount",
      tax_rate_percent: 7.5,
      subtotal: 12550,
      tax: 941,
      total: 13491,
      deposit_paid: 8500,
      balance: 4991,
      paid_at: null,
      is_test: true,
      issued_by: admin.userId,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "invoice"), eq(auditLog.entity_id, invoice!.id)));
    expect(audit).toMatchObject({ action: "issue", actor_id: admin.userId, details: { number: invoice!.number, job_id: jobId, total: 13491, balance: 4991 } });
  });

  it("exactly once: a job completed again keeps its one invoice", async () => {
    const { jobId } = await bookedJob("Fence gate");
    await complete(jobId);
    const first = await invoiceOfJob(t, jobId);
    const reopened = await api("PUT", `/api/admin/jobs/${jobId}`, {
      ...jobForm(customer.id, { title: "Fence gate", status: "in_progress" }),
      expected_status: "completed",
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await complete(jobId)).statusCode).toBe(200);
    expect(await invoiceOfJob(t, jobId)).toMatchObject({ id: first!.id, number: first!.number });
  });

  it("by the admin's edit, and a later save of the completed job issues nothing more", async () => {
    const { jobId } = await bookedJob("Porch light");
    const form = { ...jobForm(customer.id, { title: "Porch light", status: "completed", total_amount: 20000 }) };
    expect((await api("PUT", `/api/admin/jobs/${jobId}`, { ...form, expected_status: "in_progress" })).statusCode).toBe(200);
    const invoice = await invoiceOfJob(t, jobId);
    expect(invoice).toMatchObject({ subtotal: 20000, tax: 1500, total: 21500, balance: 13000 });
    expect((await api("PUT", `/api/admin/jobs/${jobId}`, { ...form, total_amount: 99900, expected_status: "completed" })).statusCode).toBe(200);
    expect(await invoiceOfJob(t, jobId)).toMatchObject({ id: invoice!.id, total: 21500 });
  });

  it("by the bulk bar, numbered in the order the jobs were completed, once each", async () => {
    const made = [await bookedJob("Bulk one"), await bookedJob("Bulk two"), await bookedJob("Bulk three")].map((job) => job.jobId);
    const before = await lastInvoiceNumber(t);
    const response = await api("POST", "/api/admin/jobs/bulk/status", { ids: made, status: "completed" });
    expect(response.statusCode, response.body).toBe(200);
    const numbers = await Promise.all(made.map(async (id) => (await invoiceOfJob(t, id))!.number));
    expect(numbers.toSorted()).toEqual([before + 1, before + 2, before + 3]);
    expect((await api("POST", "/api/admin/jobs/bulk/status", { ids: made, status: "completed" })).statusCode).toBe(200);
    expect(await lastInvoiceNumber(t)).toBe(before + 3);
  });

  it("by a job created as completed", async () => {
    const response = await api("POST", "/api/admin/jobs", jobForm(customer.id, { title: "Done on the spot", status: "completed", total_amount: 5000 }));
    expect(response.statusCode, response.body).toBe(201);
    expect(await invoiceOfJob(t, response.json().id)).toMatchObject({ booking_id: null, deposit_paid: 0, total: 5375, balance: 5375, is_test: false });
  });

  it("from the job's newest estimate when it has one, with the labour as a line", async () => {
    const { jobId } = await bookedJob("Bathroom tiles", 99_999, 0);
    await insertEstimate(t, jobId, {
      items: [{ description: "Old tiles", quantity: 1, rate: 100 }],
      labor_rate: 8500,
      hours: 1,
      at: new Date("2026-03-01T10:00:00Z"),
    });
    const newest = await insertEstimate(t, jobId, {
      items: [
        { description: "Tiles (box)", quantity: 3, rate: 4599 },
        { description: "Grout", quantity: 1, rate: 1250 },
      ],
      labor_rate: 8500,
      hours: 2.5,
      at: new Date("2026-03-02T10:00:00Z"),
    });
    await complete(jobId);
    expect(await invoiceOfJob(t, jobId)).toMatchObject({
      lines_from: "estimate",
      estimate_id: newest,
      lines: [
        { description: "Tiles (box)", quantity: 3, unit_amount: 4599, amount: 13797 },
        { description: "Grout", quantity: 1, unit_amount: 1250, amount: 1250 },
        { description: "Labor (2.5 hr)", quantity: 2.5, unit_amount: 8500, amount: 21250 },
      ],
      subtotal: 36297,
      tax: 2722, // 2722.275
      total: 39019,
      balance: 39019,
    });
  });

  it("at the tax rate the settings have when it is issued", async () => {
    await t.database.db
      .insert(settings)
      .values({ key: "business", value: { ...DEFAULT_BUSINESS_SETTINGS, tax_rate_percent: 6.5 } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { ...DEFAULT_BUSINESS_SETTINGS, tax_rate_percent: 6.5 } } });
    try {
      const { jobId } = await bookedJob("Taxed at 6.5", 10000, 0);
      await complete(jobId);
      expect(await invoiceOfJob(t, jobId)).toMatchObject({ tax_rate_percent: 6.5, tax: 650, total: 10650 });
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, "business"));
    }
  });

  it("already paid when the deposit covered the bill, with no payment to record", async () => {
    const { jobId } = await bookedJob("Tiny fix", 2000, 2500);
    await complete(jobId);
    const invoice = await invoiceOfJob(t, jobId);
    expect(invoice).toMatchObject({ total: 2150, deposit_paid: 2500, balance: -350, payment_id: null });
    expect(invoice!.paid_at).toBeInstanceOf(Date);
  });

  it("not when the completion is refused: nothing written, no number taken", async () => {
    const { jobId } = await bookedJob("Refused bulk");
    const before = await databaseFingerprint(t.database.pool);
    const response = await api("POST", "/api/admin/jobs/bulk/status", { ids: [jobId, UNKNOWN], status: "completed" });
    expect(response.statusCode).toBe(404);
    expect(await databaseFingerprint(t.database.pool)).toEqual(before);
  });

  it("not for a job with nothing to bill; it waits in the list until the admin gives it an amount", async () => {
    const { jobId } = await bookedJob("Emergency visit", null, 0);
    await complete(jobId);
    expect(await invoiceOfJob(t, jobId)).toBeNull();
    const waiting = await api("GET", "/api/admin/invoices/uninvoiced-jobs?limit=100");
    expect(waiting.json().items).toContainEqual(
      expect.objectContaining({ id: jobId, title: "Emergency visit", customer_name: "Grace Hopper", billable: false }),
    );
    const refused = await api("POST", "/api/admin/invoices", { job_id: jobId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(NOTHING_TO_BILL);

    const edited = await api("PUT", `/api/admin/jobs/${jobId}`, {
      ...jobForm(customer.id, { title: "Emergency visit", status: "completed", total_amount: 17500 }),
      expected_status: "completed",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await invoiceOfJob(t, jobId)).toMatchObject({ subtotal: 17500 });
  });
});

describe("invoice numbers", () => {
  it("have no gaps and no repeats when many jobs are completed at once", async () => {
    const made = await Promise.all(Array.from({ length: 24 }, (_, i) => bookedJob(`Concurrent ${i}`, 1000 + i, 0)));
    const before = await lastInvoiceNumber(t);
    const responses = await Promise.all(made.map(({ jobId }) => complete(jobId)));
    expect(responses.map((response) => response.statusCode)).toEqual(made.map(() => 200));
    const numbers = await Promise.all(made.map(async ({ jobId }) => (await invoiceOfJob(t, jobId))!.number));
    expect(numbers.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => before + 1 + i));
  });

  it("are given back by a transaction that rolls back, even while others commit around it", async () => {
    // Twenty transactions at once on a pool of their own; every other one fails after taking its number.
    const pool = connectDatabase(t.config.DATABASE_URL!, { max: 20 });
    try {
      const issue = invoiceIssuer({ taxRatePercent: async () => 7.5 });
      const made = await Promise.all(Array.from({ length: 20 }, (_, i) => bookedJob(`Rollback ${i}`, 2000, 0)));
      for (const { jobId } of made) await t.database.db.update(jobs).set({ status: "completed", completed_at: new Date() }).where(eq(jobs.id, jobId));
      const before = await lastInvoiceNumber(t);
      const outcomes = await Promise.allSettled(
        made.map(({ jobId }, i) =>
          pool.db.transaction(async (tx) => {
            const [issued] = await issue(tx, [jobId], { actorId: null });
            expect(issued).toBeDefined();
            if (i % 2 === 1) throw new Error("the completion failed after its invoice");
          }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(10);
      const committed = (await Promise.all(made.map(({ jobId }) => invoiceOfJob(t, jobId)))).filter((invoice) => invoice !== null);
      expect(committed).toHaveLength(10);
      expect(committed.map((invoice) => invoice.number).toSorted((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => before + 1 + i));
      expect(await lastInvoiceNumber(t)).toBe(before + 10);
    } finally {
      await pool.close();
    }
  });

  it("run from 1 without a gap across everything issued in this file so far", async () => {
    const numbers = await allInvoiceNumbers(t);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });
});

describe("POST /api/admin/invoices: the invoice of an older completed job", () => {
  it("issues one for a job completed before invoices existed, once", async () => {
    const jobId = await insertJob(t, {
      customer_id: customer.id,
      title: "Old roof job",
      status: "completed",
      completed_at: new Date("2025-11-02T15:00:00Z"),
      total_amount: 30000,
    });
    const waiting = await api("GET", "/api/admin/invoices/uninvoiced-jobs?limit=100");
    expect(waiting.json().items).toContainEqual(
      expect.objectContaining({ id: jobId, billable: true, total_amount: 30000, completed_at: "2025-11-02T15:00:00.000Z" }),
    );
    const response = await api("POST", "/api/admin/invoices", { job_id: jobId });
    expect(response.statusCode, response.body).toBe(201);
    const invoice = ZInvoiceDetail.parse(response.json());
    expect(invoice).toMatchObject({
      job: { id: jobId, title: "Old roof job", status: "completed" },
      total: 32250,
      status: "unpaid",
      issued_by_name: expect.any(String),
    });
    const again = await api("POST", "/api/admin/invoices", { job_id: jobId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(JOB_ALREADY_INVOICED);
    expect((await api("GET", "/api/admin/invoices/uninvoiced-jobs?limit=100")).json().items.map((job: { id: string }) => job.id)).not.toContain(jobId);
  });

  it("refuses a job that is not completed (409), an unknown job (404) and a bad id (400)", async () => {
    const open = await insertJob(t, { customer_id: customer.id, title: "Still open", total_amount: 100 });
    const notDone = await api("POST", "/api/admin/invoices", { job_id: open });
    expect(notDone.statusCode).toBe(409);
    expect(notDone.json().message).toBe(JOB_NOT_COMPLETED);
    expect((await api("POST", "/api/admin/invoices", { job_id: UNKNOWN })).statusCode).toBe(404);
    const bad = await api("POST", "/api/admin/invoices", { job_id: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toContainEqual({ field: "job_id", message: "must be a job id" });
  });
});

describe("GET /api/admin/invoices", () => {
  it("pages newest number first without repeating or skipping, filtered by status and searched", async () => {
    const all: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await api("GET", `/api/admin/invoices?limit=4${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.statusCode, page.body).toBe(200);
      all.push(...page.json().items.map((item: { number: number }) => item.number));
      cursor = page.json().next_cursor;
    } while (cursor);
    expect(all).toEqual((await allInvoiceNumbers(t)).toReversed());

    const paid = (await api("GET", "/api/admin/invoices?status=paid&limit=100")).json().items;
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((item: { status: string; balance_due: number }) => item.status === "paid" && item.balance_due === 0)).toBe(true);
    const unpaid = (await api("GET", "/api/admin/invoices?status=unpaid&limit=100")).json().items;
    expect(unpaid.every((item: { status: string; balance_due: number }) => item.status === "unpaid" && item.balance_due > 0)).toBe(true);
    expect(paid.length + unpaid.length).toBe(all.length);

    const roof = (await api("GET", "/api/admin/invoices?q=roof")).json().items;
    expect(roof.map((item: { job_title: string }) => item.job_title)).toEqual(["Old roof job"]);
    const byNumber = (await api("GET", `/api/admin/invoices?q=INV-${String(roof[0].number).padStart(5, "0")}`)).json().items;
    expect(byNumber.map((item: { id: string }) => item.id)).toEqual([roof[0].id]);
    expect((await api("GET", "/api/admin/invoices?q=GRACE.BILLING")).json().items.length).toBeGreaterThan(1);
  });

  it("refuses a bad filter or cursor with 400 naming the field", async () => {
    expect((await api("GET", "/api/admin/invoices?status=overdue")).json().fields[0].field).toBe("status");
    expect((await api("GET", "/api/admin/invoices?cursor=bm90LWEtY3Vyc29y")).statusCode).toBe(400);
    expect((await api("GET", "/api/admin/invoices?limit=0")).statusCode).toBe(400);
  });

  it("sums what is unpaid, and offers the external frame only when configured", async () => {
    const summary = (await api("GET", "/api/admin/invoices/summary")).json();
    const unpaid = (await api("GET", "/api/admin/invoices?status=unpaid&limit=100")).json().items;
    expect(summary.unpaid).toEqual({ count: unpaid.length, balance: unpaid.reduce((sum: number, item: { balance_due: number }) => sum + item.balance_due, 0) });
    expect(summary.external_url).toBeNull();
    const value = { ...DEFAULT_BUSINESS_SETTINGS, embeds: { ...DEFAULT_BUSINESS_SETTINGS.embeds, invoices_url: "https://billing.example.com/invoices" } };
    await t.database.db.insert(settings).values({ key: "business", value });
    try {
      expect((await api("GET", "/api/admin/invoices/summary")).json().external_url).toBe("https://billing.example.com/invoices");
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, "business"));
    }
  });
});

describe("GET /api/admin/invoices/:id", () => {
  it("answers the invoice with the business's letterhead from the settings", async () => {
    const { jobId } = await bookedJob("Detail me");
    await complete(jobId);
    const invoice = await invoiceOfJob(t, jobId);
    const response = await api("GET", `/api/admin/invoices/${invoice!.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZInvoiceDetail.parse(response.json())).toMatchObject({
      number: invoice!.number,
      customer_phone: "(407) 555-0100",
      business: { name: "HomeFix", phone: DEFAULT_BUSINESS_SETTINGS.phone, email: DEFAULT_BUSINESS_SETTINGS.email, address: "Orlando, FL" },
      emails: [],
      payment: null,
    });
  });

  it("404 for an unknown invoice, 400 for a bad id", async () => {
    expect((await api("GET", `/api/admin/invoices/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await api("GET", "/api/admin/invoices/42")).statusCode).toBe(400);
  });
});

describe("POST /api/admin/invoices/:id/mark-paid", () => {
  it("records the balance as one payment and the invoice as paid; a second time is a 409 and records nothing", async () => {
    const { jobId, bookingId } = await bookedJob("Pay me");
    await complete(jobId);
    const invoice = (await invoiceOfJob(t, jobId))!;
    const [first, second] = await Promise.all([
      api("POST", `/api/admin/invoices/${invoice.id}/mark-paid`),
      api("POST", `/api/admin/invoices/${invoice.id}/mark-paid`),
    ]);
    const statuses = [first.statusCode, second.statusCode].toSorted();
    expect(statuses).toEqual([200, 409]);
    const ok = first.statusCode === 200 ? first : second;
    expect(ok.json()).toMatchObject({ status: "paid", balance_due: 0, balance: 4991, payment: { amount: 4991 }, paid_by_name: expect.any(String) });
    const recorded = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.booking_id, bookingId), eq(payments.kind, "balance")));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ amount: 4991, status: "succeeded", is_test: true, provider: "manual", user_id: customer.userId });
    const third = await api("POST", `/api/admin/invoices/${invoice.id}/mark-paid`);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(INVOICE_ALREADY_PAID);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, invoice.id), eq(auditLog.action, "mark-paid")));
    expect(audit).toMatchObject({ actor_id: admin.userId, details: { amount: 4991, payment_id: recorded[0].id } });
  });

  it("refuses an invoice paid at issue, and 404s an unknown one", async () => {
    const { jobId } = await bookedJob("Covered by deposit", 1000, 2500);
    await complete(jobId);
    expect((await api("POST", `/api/admin/invoices/${(await invoiceOfJob(t, jobId))!.id}/mark-paid`)).statusCode).toBe(409);
    expect((await api("POST", `/api/admin/invoices/${UNKNOWN}/mark-paid`)).statusCode).toBe(404);
  });
});

describe("POST /api/admin/invoices/:id/email", () => {
  it("writes the invoice to the customer's outbox once per click, audited", async () => {
    const { jobId } = await bookedJob("Mail me");
    await complete(jobId);
    const invoice = (await invoiceOfJob(t, jobId))!;
    const key = randomUUID();
    const mails = () =>
      t.database.db
        .select({ n: count() })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, "invoice"), eq(mailOutbox.to, customer.email)));
    const [before] = await mails();
    const [a, b] = await Promise.all([
      api("POST", `/api/admin/invoices/${invoice.id}/email`, { idempotency_key: key }),
      api("POST", `/api/admin/invoices/${invoice.id}/email`, { idempotency_key: key }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await mails())[0].n).toBe(before.n + 1);
    const mail = await t.lastMailTo(customer.email);
    const number = `INV-${String(invoice.number).padStart(5, "0")}`;
    expect(mail).toMatchObject({ kind: "invoice", subject: `Invoice ${number} from HomeFix` });
    for (const text of [
      "Hi Grace Hopper",
      "Mail me: 1 × $125.50 = $125.50",
      "Tax (7.5%): $9.41",
      "Total: $134.91",
      "Deposit paid: -$85.00",
      "Balance due: $49.91",
    ]) {
      expect(mail!.text).toContain(text);
    }
    expect(b.json().emails).toEqual([expect.objectContaining({ to: customer.email, sent_by_name: expect.any(String) })]);
    // The customer reads and prints it from the link, signed in or not (decision 0144).
    expect(mail!.text).toContain(
      `See it, print it and what is left to pay here (no sign-in needed; the link works for 30 days):\nhttp://localhost:3000/documents/invoice#token=${invoice.id}.`,
    );

    expect((await api("POST", `/api/admin/invoices/${invoice.id}/email`, { idempotency_key: randomUUID() })).json().emails).toHaveLength(2);
    expect((await mails())[0].n).toBe(before.n + 2);
    expect(await t.database.db.select().from(invoiceEmails).where(eq(invoiceEmails.invoice_id, invoice.id))).toHaveLength(2);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, invoice.id), eq(auditLog.action, "email")))
      .orderBy(desc(auditLog.created_at));
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ actor_id: admin.userId, details: { to: customer.email } });
  });

  it("after a part payment, bills what is left and shows what was paid since", async () => {
    const { jobId } = await bookedJob("Mail the rest");
    await complete(jobId);
    const invoice = (await invoiceOfJob(t, jobId))!;
    expect(
      (await api("POST", `/api/admin/invoices/${invoice.id}/payments`, { amount: 2000, method: "check", reference: "1042", idempotency_key: randomUUID() }))
        .statusCode,
    ).toBe(200);
    expect((await api("POST", `/api/admin/invoices/${invoice.id}/email`, { idempotency_key: randomUUID() })).statusCode).toBe(200);
    const mail = await t.lastMailTo(customer.email);
    expect(mail!.text).toContain("Deposit paid: -$85.00\nPaid since: -$20.00\nBalance due: $29.91");
  });

  it("goes to the customer's current e-mail", async () => {
    const other = await makeCustomer(t, { first_name: "Moved", last_name: "Away", email: "moved.before@example.com" });
    const jobId = await insertJob(t, { customer_id: other, title: "Moved job", status: "in_progress", total_amount: 100 });
    await complete(jobId);
    await t.database.db.update(customers).set({ email: "moved.after@example.com" }).where(eq(customers.id, other));
    const invoice = (await invoiceOfJob(t, jobId))!;
    await api("POST", `/api/admin/invoices/${invoice.id}/email`, { idempotency_key: randomUUID() });
    expect(await t.lastMailTo("moved.after@example.com")).toMatchObject({ kind: "invoice" });
  });

  it("400 without a valid key, 404 for an unknown invoice, and nothing written", async () => {
    const before = await databaseFingerprint(t.database.pool);
    const [any] = await t.database.db.select({ id: invoices.id }).from(invoices).limit(1);
    const bad = await api("POST", `/api/admin/invoices/${any.id}/email`, { idempotency_key: "again" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe("idempotency_key");
    expect((await api("POST", `/api/admin/invoices/${UNKNOWN}/email`, { idempotency_key: randomUUID() })).statusCode).toBe(404);
    expect(await databaseFingerprint(t.database.pool)).toEqual(before);
  });
});

describe("who may call the invoice routes", () => {
  const routes: [string, string, object?][] = [
    ["GET", "/api/admin/invoices"],
    ["GET", "/api/admin/invoices/summary"],
    ["GET", "/api/admin/invoices/uninvoiced-jobs"],
    ["GET", `/api/admin/invoices/${UNKNOWN}`],
    ["POST", "/api/admin/invoices", { job_id: UNKNOWN }],
    ["POST", `/api/admin/invoices/${UNKNOWN}/email`, { idempotency_key: UNKNOWN }],
    ["POST", `/api/admin/invoices/${UNKNOWN}/mark-paid`],
  ];
  it.each(routes)("%s %s: 401 signed out, 403 for customers and technicians", async (method, url, payload) => {
    const as = (cookie?: string) => t.request({ method: method as "GET" | "POST", url, cookie, ...(payload ? { payload } : {}) });
    expect((await as()).statusCode).toBe(401);
    expect((await as(outsiders.customer)).statusCode).toBe(403);
    expect((await as(outsiders.technician)).statusCode).toBe(403);
  });
});
