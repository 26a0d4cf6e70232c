import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog, estimates, jobs, notifications } from "../src/server/db/schema.ts";
import { DOCUMENT_TOKEN_HEADER, ZLinkedEstimate } from "../src/shared/schemas/estimates.ts";
import { ZMyInvoiceDetail } from "../src/shared/schemas/invoices.ts";
import { LINK_EXPIRED, LINK_NOT_VALID } from "../src/server/modules/documents/document-links.ts";
import { NOT_AWAITING_DECISION } from "../src/server/modules/estimates/estimates.service.ts";
import { insertJob, makeCustomer, makeTechnician } from "./setup/admin-jobs-fixtures.ts";
import { insertBookedJob, invoiceOfJob } from "./setup/billing-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Decision 0144: the signed link an invoice's or an estimate's mail carries opens that one
// document without an account; an estimate is approved or declined from it by the signed-in
// customer's own rules. A changed, foreign or other-kind token is a 404, an ended one a 410.
let t: TTestApp;
let tech: { id: string; cookie: string };
let admin: { cookie: string };
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ QUEUE_MODE: "worker" });
  tech = await makeTechnician(t, { first_name: "Tess", last_name: "Tech" });
  admin = await t.signedIn("admin");
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A guest: a customer record with an e-mail and no account. */
async function guest(name: string) {
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const id = await makeCustomer(t, { first_name: name, last_name: "Guest", email, phone: "(407) 555-0199" });
  return { id, email };
}

/** The token of the last mail's signed link of this kind, and that link. */
async function mailedLink(email: string, kind: "invoice" | "estimate") {
  const mail = await t.lastMailTo(email);
  expect(mail?.kind).toBe(kind);
  const match = mail!.text.match(/https?:\/\/\S+/g)!.find((url) => url.includes(`/documents/${kind}#token=`));
  expect(match, mail!.text).toBeDefined();
  const url = new URL(match!);
  return { url, token: new URLSearchParams(url.hash.slice(1)).get("token")! };
}

const read = (kind: "invoice" | "estimate", token?: string, cookie?: string) =>
  t.request({
    method: "GET",
    url: `/api/documents/${kind}`,
    headers: token === undefined ? {} : { [DOCUMENT_TOKEN_HEADER]: token },
    ...(cookie ? { cookie } : {}),
  });
const decide = (action: "approve" | "decline", token: string) =>
  t.request({ method: "POST", url: `/api/documents/estimate/${action}`, headers: { [DOCUMENT_TOKEN_HEADER]: token } });

/** A sent estimate on a job of this guest's, and its mail's link. */
async function sentEstimate(customer: { id: string; email: string }, title = "Fence repair") {
  const jobId = await insertJob(t, { customer_id: customer.id, technician_id: tech.id, status: "scheduled", title });
  const created = await t.request({
    method: "POST",
    url: `/api/technician/jobs/${jobId}/estimates`,
    cookie: tech.cookie,
    payload: { items: [{ description: "Cedar boards", quantity: 10, rate: 1200 }], estimated_hours: 2, notes: "Stain included" },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  const sent = await t.request({ method: "POST", url: `/api/technician/estimates/${id}/send`, cookie: tech.cookie });
  expect(sent.statusCode, sent.body).toBe(200);
  return { id, jobId, ...(await mailedLink(customer.email, "estimate")) };
}

/** A completed, invoiced job of this guest's, e-mailed by the office, and its mail's link. */
async function mailedInvoice(customer: { id: string; email: string }, title = "Faucet repair") {
  const { jobId } = await insertBookedJob(t, { customerId: customer.id, customerEmail: customer.email, title, totalAmount: 12550, deposit: 8500 });
  const done = await t.request({
    method: "POST",
    url: `/api/admin/jobs/${jobId}/status`,
    cookie: admin.cookie,
    payload: { to: "completed", expected: "in_progress" },
  });
  expect(done.statusCode, done.body).toBe(200);
  const invoice = (await invoiceOfJob(t, jobId))!;
  const mailed = await t.request({
    method: "POST",
    url: `/api/admin/invoices/${invoice.id}/email`,
    cookie: admin.cookie,
    payload: { idempotency_key: randomUUID() },
  });
  expect(mailed.statusCode, mailed.body).toBe(200);
  return { invoice, ...(await mailedLink(customer.email, "invoice")) };
}

describe("the estimate's mail link", () => {
  it("opens the estimate as its customer sees it, without an account, and nothing of the customer's or the office's", async () => {
    const customer = await guest("Ada");
    const { id, url, token } = await sentEstimate(customer);
    expect(url.pathname).toBe("/documents/estimate");
    expect(token.startsWith(`${id}.`)).toBe(true);
    const mail = await t.lastMailTo(customer.email);
    expect(mail!.text).toContain("Approve or decline it here, no sign-in needed (the link works for 30 days):");

    const response = await read("estimate", token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const estimate = ZLinkedEstimate.parse(response.json());
    expect(estimate).toMatchObject({ id, job_title: "Fence repair", status: "sent", total: 31175, deposit_paid: 0, notes: "Stain included" });
    expect(estimate.business).toMatchObject({ name: "HomeFix" });
    // About 30 days from now.
    expect(Math.abs(Date.parse(estimate.link_expires_at) - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    expect(response.body).not.toContain(customer.email);
    expect(response.body).not.toContain("booking_id");
    expect(response.body).not.toContain("Tess");
  });

  it("refuses a changed token, another estimate's id, an invoice's token and a missing one, saying nothing of the estimate", async () => {
    const customer = await guest("Bea");
    const { id, token } = await sentEstimate(customer);
    const [, end, signature] = token.split(".");
    const other = await sentEstimate(customer, "Other job");
    const { token: invoiceToken } = await mailedInvoice(customer);
    for (const bad of [
      `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`,
      `${id}.${Number(end) + 365 * 86_400}.${signature}`,
      `${other.id}.${end}.${signature}`,
      invoiceToken,
      "not-a-token",
    ]) {
      const response = await read("estimate", bad);
      expect(response.statusCode, bad).toBe(404);
      expect(response.json()).toEqual({ code: "NOT_FOUND", message: LINK_NOT_VALID });
      expect((await decide("approve", bad)).statusCode).toBe(404);
    }
    // The estimate's token does not open an invoice either.
    expect((await read("invoice", token)).statusCode).toBe(404);
    const missing = await read("estimate");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([expect.objectContaining({ field: DOCUMENT_TOKEN_HEADER })]);
    const [row] = await t.database.db.select({ status: estimates.status }).from(estimates).where(eq(estimates.id, id));
    expect(row.status).toBe("sent");
  });

  it("is a 410 saying how to get a new one once its 30 days are over, and approves nothing", async () => {
    const customer = await guest("Cy");
    const { id, token } = await sentEstimate(customer);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.now() + 29 * DAY));
    expect((await read("estimate", token)).statusCode).toBe(200);
    vi.setSystemTime(new Date(Date.now() + 1 * DAY + 60_000));
    const expired = await read("estimate", token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ code: "GONE", message: LINK_EXPIRED });
    expect(LINK_EXPIRED).toContain("Sign in with the e-mail address it was sent to");
    expect((await decide("approve", token)).statusCode).toBe(410);
    vi.useRealTimers();
    const [row] = await t.database.db.select({ status: estimates.status }).from(estimates).where(eq(estimates.id, id));
    expect(row.status).toBe("sent");
  });

  it("approves as the signed-in customer would: once, the job's total set, the office told; the same again changes nothing", async () => {
    const customer = await guest("Dee");
    const { id, jobId, token } = await sentEstimate(customer);
    const first = await decide("approve", token);
    expect(first.statusCode, first.body).toBe(200);
    expect(ZLinkedEstimate.parse(first.json())).toMatchObject({ id, status: "approved", decided_at: expect.any(String) });
    const again = await decide("approve", token);
    expect(again.statusCode).toBe(200);
    expect(again.json().decided_at).toBe(first.json().decided_at);
    const [job] = await t.database.db.select({ total: jobs.total_amount }).from(jobs).where(eq(jobs.id, jobId));
    // The job's amount is before tax: the estimate's subtotal ($311.75 with tax).
    expect(job.total).toBe(29000);
    const [row] = await t.database.db.select({ decided_by: estimates.decided_by }).from(estimates).where(eq(estimates.id, id));
    expect(row.decided_by).toBeNull();
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "estimate"), eq(auditLog.entity_id, id), eq(auditLog.action, "approve")));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor_id: null, details: expect.objectContaining({ by: "signed mail link" }) });
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, "estimate"), eq(notifications.title, "Estimate approved")));
    expect(notices.filter((notice) => notice.link === `/admin/jobs?job=${jobId}`).length).toBeGreaterThan(0);
  });

  it("fifty approvals at once are one approval", async () => {
    const customer = await guest("Eve");
    const { id, token } = await sentEstimate(customer);
    const answers = await Promise.all(Array.from({ length: 50 }, () => decide("approve", token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "estimate"), eq(auditLog.entity_id, id)));
    expect(audits.filter((audit) => audit.action === "approve")).toHaveLength(1);
  });

  it("declined, it cannot be approved (409); the same decline again changes nothing", async () => {
    const customer = await guest("Flo");
    const { id, token } = await sentEstimate(customer);
    expect((await decide("decline", token)).json()).toMatchObject({ id, status: "declined" });
    expect((await decide("decline", token)).statusCode).toBe(200);
    const approve = await decide("approve", token);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe(NOT_AWAITING_DECISION);
    const [row] = await t.database.db.select({ status: estimates.status }).from(estimates).where(eq(estimates.id, id));
    expect(row.status).toBe("declined");
  });

  it("shows nothing of a draft: an estimate the technician is revising is not found", async () => {
    const customer = await guest("Gil");
    const { id, token } = await sentEstimate(customer);
    await t.database.db.update(estimates).set({ status: "draft" }).where(eq(estimates.id, id));
    expect((await read("estimate", token)).statusCode).toBe(404);
    expect((await decide("approve", token)).statusCode).toBe(404);
  });
});

describe("the invoice's mail link", () => {
  it("opens the invoice as its customer sees it signed in, without the office's names and mail log", async () => {
    const customer = await guest("Hal");
    const { invoice, url, token } = await mailedInvoice(customer);
    expect(url.pathname).toBe("/documents/invoice");
    const mail = await t.lastMailTo(customer.email);
    expect(mail!.text).toContain("See it, print it and what is left to pay here (no sign-in needed; the link works for 30 days):");
    const response = await read("invoice", token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const shown = ZMyInvoiceDetail.strict().parse(response.json());
    expect(shown).toMatchObject({ id: invoice.id, number: invoice.number, total: 13491, balance_due: 4991, status: "unpaid" });
    expect(response.json()).not.toHaveProperty("emails");
    expect(response.json()).not.toHaveProperty("issued_by_name");
    expect(response.json()).not.toHaveProperty("paid_by_name");
  });
});

describe("signing up later", () => {
  it("shows the guest's mailed estimate and invoice in the account made with that e-mail", async () => {
    const customer = await guest("Ivy");
    const { id: estimateId, token: estimateToken } = await sentEstimate(customer, "Gate repair");
    const { invoice, token: invoiceToken } = await mailedInvoice(customer, "Porch light");
    const account = await t.signedIn("customer", customer.email.toUpperCase());
    // Signed in, the mail's links open the same documents.
    expect((await read("estimate", estimateToken, account.cookie)).json()).toMatchObject({ id: estimateId, status: "sent" });
    expect((await read("invoice", invoiceToken, account.cookie)).json()).toMatchObject({ id: invoice.id });
    const mine = await t.request({ method: "GET", url: "/api/me/estimates", cookie: account.cookie });
    expect(mine.json().items.map((item: { id: string }) => item.id)).toContain(estimateId);
    const invoices = await t.request({ method: "GET", url: "/api/me/invoices", cookie: account.cookie });
    expect(invoices.json().items.map((item: { id: string }) => item.id)).toContain(invoice.id);
    // …and approves it there, by the same rule.
    const approved = await t.request({ method: "POST", url: `/api/me/estimates/${estimateId}/approve`, cookie: account.cookie });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved" });
  });
});
