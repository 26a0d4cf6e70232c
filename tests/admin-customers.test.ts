import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { eq } from "drizzle-orm";
import { bookings, customers, profiles, serviceReviews } from "../src/server/db/schema.ts";
import { businessToday } from "../src/shared/rules/dates.ts";
import { ZCustomerDetail, ZCustomerPage } from "../src/shared/schemas/customers.ts";
import { seedBookableServices } from "./setup/catalogue-fixtures.ts";
import { insertJob, makeCustomer } from "./setup/admin-jobs-fixtures.ts";
import { insertBookedJob, insertBooking, insertPayment } from "./setup/billing-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Customers (`/admin/customers`, decision 0056): contact details, bookings, jobs,
// total paid (settled deposits, emergency fees and invoice payments less refunds; test ones
// included and given apart), last visit; searched and numbered pages on the server; a history page.
let t: TTestApp;
let admin: string;
let outsiders: { customer: string; technician: string };
const ada = { id: "", email: "ada.lovelace@example.com", balance: 0, bookingId: "", emergencyId: "", jobId: "", otherJobId: "" };
let bob = "";
let linked = "";

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn("admin")).cookie;
  outsiders = { customer: (await t.signedIn("customer")).cookie, technician: (await t.signedIn("technician")).cookie };
  const catalogue = await seedBookableServices(t.database.db);

  // Ada: a booked job with a test deposit, completed and its invoice marked paid; a live emergency
  // fee; a deposit taken and refunded; a failed payment; an admin-made job still pending; a review.
  ada.id = await makeCustomer(t, { first_name: "Ada", last_name: "Lovelace", email: ada.email, phone: "(407) 555-0101" });
  const booked = await insertBookedJob(t, { customerId: ada.id, customerEmail: ada.email, title: "Faucet swap", totalAmount: 20000, deposit: 5000 });
  ada.bookingId = booked.bookingId;
  ada.jobId = booked.jobId;
  const completed = await t.request({
    method: "POST",
    url: `/api/admin/jobs/${booked.jobId}/status`,
    cookie: admin,
    payload: { to: "completed", expected: "in_progress" },
  });
  expect(completed.statusCode, completed.body).toBe(200);
  const [invoice] = (await list(`/api/admin/invoices?q=${ada.email}`, ZInvoiceIds)).items;
  const paid = await t.request({ method: "POST", url: `/api/admin/invoices/${invoice.id}/mark-paid`, cookie: admin });
  expect(paid.statusCode, paid.body).toBe(200);
  ada.balance = paid.json().payment.amount;
  ada.emergencyId = await insertBooking(t, { customerEmail: "Ada.Lovelace@Example.com", customerName: "Ada Lovelace", isTest: false });
  await t.database.db
    .update(bookings)
    .set({ is_emergency: true, emergency_fee_paid: true, emergency_fee_amount: 2500 })
    .where(eq(bookings.id, ada.emergencyId));
  await insertPayment(t, { bookingId: ada.emergencyId, kind: "emergency_fee", amount: 2500, isTest: false });
  await insertPayment(t, { bookingId: ada.emergencyId, kind: "deposit", amount: 3000, status: "refunded" });
  await insertPayment(t, { bookingId: ada.emergencyId, kind: "refund", amount: 3000 });
  await insertPayment(t, { bookingId: ada.emergencyId, kind: "deposit", amount: 9999, status: "failed" });
  ada.otherJobId = await insertJob(t, { customer_id: ada.id, title: "Fence repair", status: "pending", scheduled_date: "2026-05-01" });
  await t.database.db.insert(serviceReviews).values({
    service_id: catalogue.flat,
    booking_id: ada.bookingId,
    customer_name: "Ada Lovelace",
    customer_email: ada.email,
    rating: 5,
    review_text: "Quick and tidy",
  });

  // Bob: a job but no booking, nothing paid, never visited.
  bob = await makeCustomer(t, { first_name: "Bob", last_name: "Builder", email: "bob@builders.example.com", phone: "(321) 555-0199" });
  await insertJob(t, { customer_id: bob, title: "Shelf install", status: "scheduled", scheduled_date: "2026-06-01" });

  // A customer with an account, and enough others to fill two pages.
  const account = await t.signedIn("customer", "cora.account@example.com");
  linked = await makeCustomer(t, { first_name: "Cora", last_name: "Account", email: account.email, phone: null });
  await t.database.db.update(customers).set({ profile_id: account.userId }).where(eq(customers.id, linked));
  for (let index = 1; index <= 24; index++) {
    await makeCustomer(t, { first_name: "Zed", last_name: `Filler ${String(index).padStart(2, "0")}`, email: `zed${index}@example.com` });
  }
});
afterAll(() => t.close());

const ZInvoiceIds = z.object({ items: z.array(z.object({ id: z.string() })) });

const get = (url: string, cookie = admin) => t.request({ method: "GET", url, cookie });
async function list<T extends z.ZodType>(url: string, schema: T): Promise<z.infer<T>> {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}
const customersPage = (query = "") => list(`/api/admin/customers${query}`, ZCustomerPage);

describe("GET /api/admin/customers", () => {
  it("gives each customer's contact details, bookings, jobs, total paid and last visit", async () => {
    const page = await customersPage("?q=lovelace");
    expect(page.total).toBe(1);
    expect(page.items[0]).toEqual({
      id: ada.id,
      first_name: "Ada",
      last_name: "Lovelace",
      email: ada.email,
      phone: "(407) 555-0101",
      city: null,
      state: null,
      has_account: false,
      created_at: expect.any(String),
      // The booked job's booking and the emergency (booked with the e-mail in another case).
      bookings: 2,
      jobs: 2,
      // deposit 5000 (test) + invoice balance (test, as its booking) + emergency fee 2500 (live)
      // + refunded deposit 3000 − its refund 3000; the failed payment is not money.
      paid: { total: 5000 + ada.balance + 2500, test: 5000 + ada.balance },
      // Completed today by the status change.
      last_visit: businessToday(),
    });
    expect(ada.balance).toBeGreaterThan(0);
  });

  it("shows a customer with nothing paid and no visit yet, and marks an account", async () => {
    const [bobRow] = (await customersPage("?q=builder")).items;
    expect(bobRow).toMatchObject({ id: bob, bookings: 0, jobs: 1, paid: { total: 0, test: 0 }, last_visit: null, has_account: false });
    const [cora] = (await customersPage("?q=cora.account")).items;
    expect(cora).toMatchObject({ id: linked, has_account: true, phone: null, jobs: 0 });
  });

  it("searches name, e-mail and phone, in any case and with the phone's digits alone", async () => {
    const idsOf = async (q: string) => (await customersPage(`?q=${encodeURIComponent(q)}`)).items.map((item) => item.id);
    expect(await idsOf("ADA LOVE")).toEqual([ada.id]);
    expect(await idsOf("bob@builders.example.com")).toEqual([bob]);
    expect(await idsOf("(321) 555-0199")).toEqual([bob]);
    expect(await idsOf("3215550199")).toEqual([bob]);
    expect(await idsOf("555-0101")).toEqual([ada.id]);
    expect(await idsOf("nobody-by-this-name")).toEqual([]);
    // LIKE's wildcards are the customer's text, not patterns.
    expect(await idsOf("%")).toEqual([]);
  });

  it("pages on the server: 20 a page by name, with the total and the page count", async () => {
    const first = await customersPage();
    expect(first).toMatchObject({ page: 1, page_size: 20, total: 27, page_count: 2 });
    expect(first.items).toHaveLength(20);
    expect(first.items.slice(0, 3).map((item) => item.first_name)).toEqual(["Ada", "Bob", "Cora"]);
    const second = await customersPage("?page=2");
    expect(second.items.map((item) => item.last_name)).toEqual(["Filler 18", "Filler 19", "Filler 20", "Filler 21", "Filler 22", "Filler 23", "Filler 24"]);
    const seen = new Set([...first.items, ...second.items].map((item) => item.id));
    expect(seen.size).toBe(27);
    expect((await customersPage("?page=3")).items).toEqual([]);
  });

  it("sorts newest first when asked", async () => {
    const page = await customersPage("?sort=newest");
    expect(page.items[0].last_name).toBe("Filler 24");
    expect(page.items.at(-1)?.last_name).toBe("Filler 05");
  });

  it("refuses bad input with 400 naming the field", async () => {
    const cases: [string, string][] = [
      ["?page=0", "page"],
      ["?page=abc", "page"],
      ["?page=1.5", "page"],
      ["?page=10001", "page"],
      ["?sort=price", "sort"],
      [`?q=${"x".repeat(101)}`, "q"],
      ["?q=%00", "q"],
    ];
    for (const [query, field] of cases) {
      const response = await get(`/api/admin/customers${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields?.[0]?.field ?? response.json().message, query).toContain(field);
    }
  });

  it("is for admins only: 401 signed out, 403 for customers and technicians", async () => {
    for (const url of ["/api/admin/customers", `/api/admin/customers/${ada.id}`]) {
      expect((await t.request({ method: "GET", url })).statusCode).toBe(401);
      expect((await get(url, outsiders.customer)).statusCode).toBe(403);
      expect((await get(url, outsiders.technician)).statusCode).toBe(403);
    }
  });
});

describe("GET /api/admin/customers/:id", () => {
  it("gives the customer's history: bookings, jobs, payments, invoices and reviews, newest first", async () => {
    const response = await get(`/api/admin/customers/${ada.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = ZCustomerDetail.parse(response.json());
    expect(detail).toMatchObject({ id: ada.id, bookings: 2, jobs: 2, paid: { total: 5000 + ada.balance + 2500 } });
    expect(detail.bookings_history.total).toBe(2);
    expect(detail.bookings_history.items.map((booking) => booking.id)).toEqual([ada.emergencyId, ada.bookingId]);
    expect(detail.bookings_history.items[0]).toMatchObject({ is_emergency: true, amount: 2500, is_test: false });
    expect(detail.jobs_history.items.map((job) => [job.id, job.status])).toEqual([
      [ada.otherJobId, "pending"],
      [ada.jobId, "completed"],
    ]);
    expect(detail.jobs_history.items[1].completed_at).not.toBeNull();
    // Every payment, failed ones too (the list says which); the balance names its invoice.
    expect(detail.payments_history.total).toBe(6);
    const balance = detail.payments_history.items.find((payment) => payment.kind === "balance");
    expect(balance).toMatchObject({ amount: ada.balance, invoice_number: detail.invoices_history.items[0].number });
    expect(detail.invoices_history).toMatchObject({ total: 1, items: [{ job_title: "Faucet swap", status: "paid", balance_due: 0 }] });
    expect(detail.reviews_history).toMatchObject({ total: 1, items: [{ service_name: "Faucet Repair", rating: 5, review_text: "Quick and tidy" }] });
  });

  it("names the language of the customer's account, and none for a customer without one (decision 0164)", async () => {
    expect(ZCustomerDetail.parse((await get(`/api/admin/customers/${ada.id}`)).json()).preferred_locale).toBeNull();
    const [cora] = await t.database.db.select({ profile_id: customers.profile_id }).from(customers).where(eq(customers.id, linked));
    await t.database.db
      .update(profiles)
      .set({ preferred_locale: "es" })
      .where(eq(profiles.id, cora?.profile_id ?? "-"));
    expect(ZCustomerDetail.parse((await get(`/api/admin/customers/${linked}`)).json()).preferred_locale).toBe("es");
  });

  it("answers 404 for an unknown customer and 400 for a malformed id", async () => {
    expect((await get("/api/admin/customers/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    const bad = await get("/api/admin/customers/not-an-id");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("id");
  });
});
