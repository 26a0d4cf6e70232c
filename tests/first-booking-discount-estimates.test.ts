import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings, jobs } from "../src/server/db/schema.ts";
import { settingsRepository } from "../src/server/modules/settings/settings.repository.ts";
import { percentOf } from "../src/shared/rules/discount.ts";
import { estimateTotals } from "../src/shared/rules/estimate.ts";
import { makeTechnician, storedJob } from "./setup/admin-jobs-fixtures.ts";
import { invoiceOfJob } from "./setup/billing-fixtures.ts";
import { bookingRequest, daysFromToday, saveBusinessSettings, seedBookableServices, TEST_BUSINESS_SETTINGS } from "./setup/catalogue-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Decision 0181: the first booking's discount follows the job's price. An estimate of that job
// takes the same percent off, the customer approves that figure, and the invoice bills it.
let t: TTestApp;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
let tech: { id: string; cookie: string };
let admin: { cookie: string };
let customer: { cookie: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  ids = await seedBookableServices(t.database.db);
  await saveBusinessSettings(t.database.db, { ...TEST_BUSINESS_SETTINGS, first_booking_discount: { enabled: true, percent: 10 } });
  tech = await makeTechnician(t, { first_name: "Tess", last_name: "Tech" });
  admin = await t.signedIn("admin");
  customer = await t.signedIn("customer");
});
afterAll(() => t.close());

type TMethod = "GET" | "POST" | "PUT";
const call = (cookie: string, method: TMethod, url: string, payload?: object) => t.request({ method, url, cookie, ...(payload ? { payload } : {}) });
const estimateBody = {
  items: [
    { description: "Tiles (box)", quantity: 3, rate: 4599 },
    { description: "Grout", quantity: 1, rate: 1250 },
  ],
  estimated_hours: 2.5,
};

/** The customer books (signed in), and the booking's job is given to the technician, under way. */
async function bookedJob(time: string) {
  const response = await call(
    customer.cookie,
    "POST",
    "/api/bookings",
    bookingRequest(ids.hourly, { customer_email: customer.email, scheduled_date: daysFromToday(6), scheduled_time: time, estimated_hours: 2, add_on_ids: [] }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const bookingId = response.json().booking.id as string;
  const [job] = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.booking_id, bookingId));
  await t.database.db.update(jobs).set({ technician_id: tech.id, status: "in_progress" }).where(eq(jobs.id, job.id));
  return { bookingId, jobId: job.id };
}

async function estimated(jobId: string) {
  const created = await call(tech.cookie, "POST", `/api/technician/jobs/${jobId}/estimates`, estimateBody);
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string; subtotal: number; discount_percent: number; discount: number; tax: number; total: number };
}

describe("an estimate of a first booking's job", () => {
  it("takes the booking's percent off, the customer approves that figure, and the invoice bills it", async () => {
    const { tax_rate_percent: rate, labor_rate_cents: laborRate } = await settingsRepository(t.database.db).business();
    const { bookingId, jobId } = await bookedJob("9:00 AM");
    // The booking keeps the percent it was given, beside the amount.
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({ discount_percent: 10, discount_amount: 1700 });

    // The technician's picker knows the percent, for the live preview.
    const options = (await call(tech.cookie, "GET", "/api/technician/job-options")).json().items as { id: string; discount_percent: number }[];
    expect(options.find((option) => option.id === jobId)?.discount_percent).toBe(10);

    const estimate = await estimated(jobId);
    const expected = estimateTotals({ items: estimateBody.items, laborHours: 2.5, laborRateCents: laborRate, taxRatePercent: rate, discountPercent: 10 });
    expect(expected.discount).toBe(percentOf(expected.subtotal, 10));
    expect(estimate).toMatchObject({ discount_percent: 10, discount: expected.discount, tax: expected.tax, total: expected.total });
    expect(estimate.total).toBe(estimate.subtotal - estimate.discount + estimate.tax);

    // The mail shows the discount line and the discounted total.
    expect((await call(tech.cookie, "POST", `/api/technician/estimates/${estimate.id}/send`)).statusCode).toBe(200);
    const mail = await t.lastMailTo(customer.email);
    expect(mail!.text).toContain("First-booking discount (10%)");
    expect(mail!.text).toContain(`Total: $${(expected.total / 100).toFixed(2)}`);

    const approved = await call(customer.cookie, "POST", `/api/me/estimates/${estimate.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", discount_percent: 10, discount: expected.discount, total: expected.total });
    // The job's amount is its price before tax: what is left after the discount.
    expect((await storedJob(t, jobId))!.total_amount).toBe(expected.subtotal - expected.discount);

    // The customer's booking and the admin's job read the same ledger: the approved total.
    const mine = await call(customer.cookie, "GET", `/api/me/bookings/${bookingId}`);
    expect(mine.statusCode, mine.body).toBe(200);
    const ledger = { source: "estimate", subtotal: expected.subtotal, discount: expected.discount, tax: expected.tax, total: expected.total };
    expect(mine.json().ledger).toMatchObject(ledger);
    const detail = (await call(admin.cookie, "GET", `/api/admin/jobs/${jobId}`)).json();
    expect(detail.ledger).toMatchObject(ledger);
    // The admin's list of the job's estimates says the total already takes the discount off.
    expect(detail.estimates).toMatchObject([{ id: estimate.id, total: expected.total, discount_percent: 10 }]);

    // Completed: the invoice carries the discount as its own line, and the same total.
    const done = await call(admin.cookie, "POST", `/api/admin/jobs/${jobId}/status`, { to: "completed", expected: "in_progress" });
    expect(done.statusCode, done.body).toBe(200);
    const invoice = await invoiceOfJob(t, jobId);
    expect(invoice).toMatchObject({ estimate_id: estimate.id, subtotal: expected.subtotal - expected.discount, tax: expected.tax, total: expected.total });
    expect(invoice!.lines.at(-1)).toEqual({
      description: "First-booking discount (10%)",
      quantity: 1,
      unit_amount: -expected.discount,
      amount: -expected.discount,
    });
    const after = await call(customer.cookie, "GET", `/api/me/bookings/${bookingId}`);
    expect(after.json().ledger).toMatchObject({ source: "invoice", total: expected.total });
  });

  it("leaves a job whose booking had no discount as it was", async () => {
    // The same customer's second booking is not a first booking.
    const { bookingId, jobId } = await bookedJob("1:00 PM");
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({ discount_percent: 0, discount_amount: 0 });
    const estimate = await estimated(jobId);
    expect(estimate).toMatchObject({ discount_percent: 0, discount: 0, total: estimate.subtotal + estimate.tax });
    await call(tech.cookie, "POST", `/api/technician/estimates/${estimate.id}/send`);
    expect((await t.lastMailTo(customer.email))!.text).not.toContain("First-booking discount");
    await call(customer.cookie, "POST", `/api/me/estimates/${estimate.id}/approve`);
    await call(admin.cookie, "POST", `/api/admin/jobs/${jobId}/status`, { to: "completed", expected: "in_progress" });
    const invoice = await invoiceOfJob(t, jobId);
    expect(invoice).toMatchObject({ subtotal: estimate.subtotal, total: estimate.total });
    expect(invoice!.lines.map((line: { description: string }) => line.description)).not.toContain("First-booking discount (0%)");
  });
});
