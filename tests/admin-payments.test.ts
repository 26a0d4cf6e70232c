import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZAdminPaymentPage } from "../src/shared/schemas/payments-admin.ts";
import { insertJob, makeCustomer } from "./setup/admin-jobs-fixtures.ts";
import { insertBookedJob, insertBooking, insertPayment, invoiceOfJob } from "./setup/billing-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Payments (`/admin/payments`): what the site recorded and the invoice payments, with
// test payments marked, filtered by business day and kind, totals from the server, keyset-paged.
let t: TTestApp;
let admin: string;
let outsiders: { customer: string; technician: string };
const ids: Record<string, string> = {};
let invoice: { id: string; number: number; jobId: string; bookingId: string };

// Central Florida time: 2026-03-10T03:30Z is still March 9 (EDT, UTC-4, since March 8).
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn("admin")).cookie;
  outsiders = { customer: (await t.signedIn("customer")).cookie, technician: (await t.signedIn("technician")).cookie };
  const bookingId = await insertBooking(t, { customerEmail: "pat.payer@example.com", customerName: "Pat Payer" });
  const emergencyId = await insertBooking(t, { customerEmail: "eve.emergency@example.com", customerName: "Eve Emergency", isTest: false });
  const jobId = await insertJob(t, {
    customer_id: await makeCustomer(t, { first_name: "Pat", last_name: "Payer" }),
    title: "Deck stain",
    booking_id: bookingId,
  });
  ids.bookingJob = jobId;
  ids.booking = bookingId;
  ids.deposit = await insertPayment(t, { bookingId, kind: "deposit", amount: 8500, at: at("2026-03-09T15:00:00Z") });
  ids.lateEvening = await insertPayment(t, { bookingId, kind: "deposit", amount: 1000, at: at("2026-03-10T03:30:00Z") });
  ids.emergency = await insertPayment(t, { bookingId: emergencyId, kind: "emergency_fee", amount: 2500, isTest: false, at: at("2026-03-10T12:00:00Z") });
  ids.refund = await insertPayment(t, { bookingId, kind: "refund", amount: 1000, at: at("2026-03-11T12:00:00Z") });
  ids.failed = await insertPayment(t, { kind: "deposit", amount: 9900, status: "failed", at: at("2026-03-11T13:00:00Z") });
  ids.refunded = await insertPayment(t, { bookingId, kind: "deposit", amount: 4000, status: "refunded", at: at("2026-03-12T12:00:00Z") });

  // An invoice marked paid: its balance payment links the invoice and its job.
  const customerId = await makeCustomer(t, { first_name: "Ivy", last_name: "Invoice" });
  const booked = await insertBookedJob(t, { customerId, customerEmail: "ivy@example.com", title: "Gutter clean", totalAmount: 20000, deposit: 0 });
  expect((await get(`/api/admin/jobs/${booked.jobId}`)).statusCode).toBe(200);
  const completed = await t.request({
    method: "POST",
    url: `/api/admin/jobs/${booked.jobId}/status`,
    cookie: admin,
    payload: { to: "completed", expected: "in_progress" },
  });
  expect(completed.statusCode, completed.body).toBe(200);
  const row = (await invoiceOfJob(t, booked.jobId))!;
  invoice = { id: row.id, number: row.number, jobId: booked.jobId, bookingId: booked.bookingId };
  const paid = await t.request({ method: "POST", url: `/api/admin/invoices/${row.id}/mark-paid`, cookie: admin });
  expect(paid.statusCode, paid.body).toBe(200);
  ids.balance = paid.json().payment.id;
});
afterAll(() => t.close());

const get = (url: string, cookie = admin) => t.request({ method: "GET", url, cookie });
const list = async (query = "") => {
  const response = await get(`/api/admin/payments${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZAdminPaymentPage.parse(response.json());
};
const idsOf = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

describe("GET /api/admin/payments", () => {
  it("lists every payment newest first, test ones marked, with links to the booking, job and invoice", async () => {
    const page = await list("?limit=100");
    expect(idsOf(page).slice(0, 7)).toEqual([ids.balance, ids.refunded, ids.failed, ids.refund, ids.emergency, ids.lateEvening, ids.deposit]);
    const byId = new Map(page.items.map((item) => [item.id, item]));
    expect(byId.get(ids.deposit)).toMatchObject({
      kind: "deposit",
      amount: 8500,
      status: "succeeded",
      is_test: true,
      customer_name: "Pat Payer",
      booking_id: ids.booking,
      job: { id: ids.bookingJob, title: "Deck stain" },
      invoice: null,
    });
    expect(byId.get(ids.emergency)).toMatchObject({ kind: "emergency_fee", is_test: false, customer_name: "Eve Emergency", job: null });
    expect(byId.get(ids.balance)).toMatchObject({
      kind: "balance",
      amount: 21500,
      provider: "manual",
      customer_name: "Ivy Invoice",
      booking_id: invoice.bookingId,
      job: { id: invoice.jobId, title: "Gutter clean" },
      invoice: { id: invoice.id, number: invoice.number },
    });
    expect(byId.get(ids.failed)).toMatchObject({ status: "failed", booking_id: null, job: null, customer_name: null });
  });

  it("totals the filter on the server: count of all, sums of the money that moved, net of refunds", async () => {
    const page = await list();
    expect(page.totals).toEqual({
      count: 7,
      // The failed deposit took nothing; the refunded one did, and its refund is the refund row.
      by_kind: { deposit: 8500 + 1000 + 4000, emergency_fee: 2500, balance: 21500, refund: 1000 },
      net: 8500 + 1000 + 4000 + 2500 + 21500 - 1000,
    });
    // Only the first page carries the totals.
    const first = await list("?limit=2");
    expect(first.totals?.count).toBe(7);
    expect((await list(`?limit=2&cursor=${first.next_cursor}`)).totals).toBeNull();
  });

  it("filters by whole days in Central Florida time, both ends included", async () => {
    const ninth = await list("?from=2026-03-09&to=2026-03-09");
    expect(idsOf(ninth).toSorted()).toEqual([ids.deposit, ids.lateEvening].toSorted());
    expect(ninth.totals).toMatchObject({ count: 2, by_kind: { deposit: 9500 }, net: 9500 });
    const fromTenth = await list("?from=2026-03-10&to=2026-03-11");
    expect(idsOf(fromTenth).toSorted()).toEqual([ids.emergency, ids.refund, ids.failed].toSorted());
    expect(fromTenth.totals).toMatchObject({ count: 3, by_kind: { emergency_fee: 2500, refund: 1000, deposit: 0 }, net: 1500 });
    expect(idsOf(await list("?to=2026-03-08"))).toEqual([]);
  });

  it("filters by kind and by test or live", async () => {
    const deposits = await list("?kind=deposit");
    expect(idsOf(deposits).toSorted()).toEqual([ids.deposit, ids.lateEvening, ids.failed, ids.refunded].toSorted());
    expect(deposits.totals).toMatchObject({ count: 4, by_kind: { deposit: 13500, balance: 0 }, net: 13500 });
    const live = await list("?mode=live");
    expect(idsOf(live)).toEqual([ids.emergency]);
    expect(live.totals?.net).toBe(2500);
    const refunds = await list("?kind=refund&mode=test");
    expect(refunds.totals).toMatchObject({ count: 1, net: -1000 });
  });

  it("pages by keyset without repeating or skipping", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...idsOf(page));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(idsOf(await list("?limit=100")));
    expect(new Set(seen).size).toBe(7);
  });

  it("refuses a bad filter with 400 naming the field", async () => {
    const cases: [string, string][] = [
      ["?from=2026-02-30", "from"],
      ["?to=yesterday", "to"],
      ["?from=2026-03-10&to=2026-03-09", "to"],
      ["?kind=tip", "kind"],
      ["?mode=sandbox", "mode"],
      ["?cursor=%00", "cursor"],
      ["?limit=1000", "limit"],
    ];
    for (const [query, field] of cases) {
      const response = await get(`/api/admin/payments${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields?.[0]?.field ?? response.json().message, query).toContain(field);
    }
  });

  it("is for admins only: 401 signed out, 403 for customers and technicians", async () => {
    expect((await t.request({ method: "GET", url: "/api/admin/payments" })).statusCode).toBe(401);
    expect((await get("/api/admin/payments", outsiders.customer)).statusCode).toBe(403);
    expect((await get("/api/admin/payments", outsiders.technician)).statusCode).toBe(403);
  });
});
