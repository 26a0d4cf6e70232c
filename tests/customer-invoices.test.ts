import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { customers } from "../src/server/db/schema.ts";
import { ZInvoicePage, ZMyInvoiceDetail } from "../src/shared/schemas/invoices.ts";
import { makeCustomer } from "./setup/admin-jobs-fixtures.ts";
import { insertBookedJob, invoiceOfJob } from "./setup/billing-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// The customer's side of the ledger: the invoices billed to them, with the balance the job's
// ledger derives (decision 0135), and nobody else's.
let t: TTestApp;
let admin: { cookie: string };
let grace: { cookie: string; userId: string; email: string; customerId: string };
let other: { cookie: string; email: string };
let technician: { cookie: string };

beforeAll(async () => {
  t = await createTestApp({ QUEUE_MODE: "worker" });
  admin = await t.signedIn("admin");
  const account = await t.signedIn("customer", "grace.invoices@example.com");
  const customerId = await makeCustomer(t, { first_name: "Grace", last_name: "Hopper", email: account.email });
  await t.database.db.update(customers).set({ profile_id: account.userId }).where(eq(customers.id, customerId));
  grace = { ...account, customerId };
  other = await t.signedIn("customer");
  technician = await t.signedIn("technician");
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.request({ method: "GET", url, ...(cookie ? { cookie } : {}) });

/** A completed job of Grace's billed by the office: $125.50 plus 7.5 % tax, $85 deposit paid. */
async function invoiced(title: string) {
  const { jobId, bookingId } = await insertBookedJob(t, { customerId: grace.customerId, customerEmail: grace.email, title, totalAmount: 12550, deposit: 8500 });
  const done = await t.request({
    method: "POST",
    url: `/api/admin/jobs/${jobId}/status`,
    cookie: admin.cookie,
    payload: { to: "completed", expected: "in_progress" },
  });
  expect(done.statusCode, done.body).toBe(200);
  return { ...(await invoiceOfJob(t, jobId))!, bookingId };
}

describe("GET /api/me/invoices", () => {
  it("lists the customer's own invoices, newest number first, with the balance left to pay", async () => {
    const first = await invoiced("Faucet repair");
    const second = await invoiced("Door rehang");
    const response = await get("/api/me/invoices", grace.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const page = ZInvoicePage.parse(response.json());
    expect(page.items.map((item) => item.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(page.items[0]).toMatchObject({ job_title: "Door rehang", total: 13491, balance_due: 4991, status: "unpaid" });
  });

  it("pages without repeating or skipping", async () => {
    const all = ZInvoicePage.parse((await get("/api/me/invoices?limit=50", grace.cookie)).json()).items.map((item) => item.id);
    expect(all.length).toBeGreaterThanOrEqual(2);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ReturnType<typeof ZInvoicePage.parse> = ZInvoicePage.parse(
        (await get(`/api/me/invoices?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, grace.cookie)).json(),
      );
      seen.push(...page.items.map((item) => item.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  it("shows another customer none of them", async () => {
    const page = ZInvoicePage.parse((await get("/api/me/invoices", other.cookie)).json());
    expect(page.items).toEqual([]);
  });

  it("asks a guest to sign in (401), and refuses a bad cursor or limit with 400 naming the field", async () => {
    expect((await get("/api/me/invoices")).statusCode).toBe(401);
    const bad = await get("/api/me/invoices?limit=0", grace.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe("limit");
    expect((await get("/api/me/invoices?cursor=not-a-cursor", grace.cookie)).statusCode).toBe(400);
  });
});

describe("GET /api/me/invoices/:id", () => {
  it("answers the bill: lines, tax, total, what was paid and the balance, without the office's names or mail log", async () => {
    const invoice = await invoiced("Tile regrout");
    const response = await get(`/api/me/invoices/${invoice.id}`, grace.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const bill = ZMyInvoiceDetail.parse(body);
    expect(bill).toMatchObject({
      number: invoice.number,
      job_title: "Tile regrout",
      lines: [{ description: "Tile regrout", quantity: 1, unit_amount: 12550, amount: 12550 }],
      subtotal: 12550,
      tax: 941,
      total: 13491,
      deposit_paid: 8500,
      ledger: { paid: 8500, due: 4991 },
      status: "unpaid",
    });
    expect(body).not.toHaveProperty("emails");
    expect(body).not.toHaveProperty("issued_by_name");
    expect(body).not.toHaveProperty("paid_by_name");
    expect(body.payments).toEqual([]);
  });

  it("is named on the booking's details, where the customer opens it", async () => {
    const invoice = await invoiced("Shelf mount");
    const booking = await get(`/api/me/bookings/${invoice.bookingId}`, grace.cookie);
    expect(booking.statusCode, booking.body).toBe(200);
    expect(booking.json()).toMatchObject({ invoice_id: invoice.id });
  });

  it("follows a payment the office records: the balance goes down, and to paid", async () => {
    const invoice = await invoiced("Gutter clean");
    const part = await t.request({
      method: "POST",
      url: `/api/admin/invoices/${invoice.id}/payments`,
      cookie: admin.cookie,
      payload: { amount: 2000, method: "cash", reference: "", idempotency_key: randomUUID() },
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(ZMyInvoiceDetail.parse((await get(`/api/me/invoices/${invoice.id}`, grace.cookie)).json())).toMatchObject({
      ledger: { due: 2991 },
      status: "unpaid",
    });
    const listedUnpaid = ZInvoicePage.parse((await get("/api/me/invoices", grace.cookie)).json()).items.find((item) => item.id === invoice.id);
    expect(listedUnpaid).toMatchObject({ balance_due: 2991, status: "unpaid" });
    const rest = await t.request({ method: "POST", url: `/api/admin/invoices/${invoice.id}/mark-paid`, cookie: admin.cookie });
    expect(rest.statusCode, rest.body).toBe(200);
    const paid = ZMyInvoiceDetail.parse((await get(`/api/me/invoices/${invoice.id}`, grace.cookie)).json());
    expect(paid).toMatchObject({ ledger: { due: 0 }, status: "paid", balance_due: 0 });
    // Each payment, without who in the office recorded it.
    expect(paid.payments).toEqual([expect.objectContaining({ amount: 2000, method: "cash" }), expect.objectContaining({ amount: 2991 })]);
    expect(paid.payments[0]).not.toHaveProperty("recorded_by_name");
    const listed = ZInvoicePage.parse((await get("/api/me/invoices", grace.cookie)).json()).items.find((item) => item.id === invoice.id);
    expect(listed).toMatchObject({ balance_due: 0, status: "paid" });
  });

  it("is not found for another customer, the technician, or an unknown id; 401 for a guest; 400 for a bad id", async () => {
    const invoice = await invoiced("Fence post");
    expect((await get(`/api/me/invoices/${invoice.id}`, other.cookie)).statusCode).toBe(404);
    expect((await get(`/api/me/invoices/${invoice.id}`, technician.cookie)).statusCode).toBe(404);
    expect((await get("/api/me/invoices/00000000-0000-4000-8000-000000000000", grace.cookie)).statusCode).toBe(404);
    expect((await get(`/api/me/invoices/${invoice.id}`)).statusCode).toBe(401);
    const bad = await get("/api/me/invoices/not-an-id", grace.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toContainEqual({ field: "id", message: "must be an invoice id" });
  });
});
