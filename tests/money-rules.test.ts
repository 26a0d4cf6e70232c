import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { bookings, jobs, mailOutbox, payments, settings } from "../src/server/db/schema.ts";
import type { TBusinessSettings } from "../src/shared/schemas/settings.ts";
import { bookingRequest, daysFromToday, seedBookableServices, setActiveTechnicians, TEST_BUSINESS_SETTINGS } from "./setup/catalogue-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// (first-booking discount) and §13 (refund on cancel), decided by the server.
let t: TTestApp;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
let customer = 0;

beforeAll(async () => {
  t = await createTestApp();
  ids = await seedBookableServices(t.database.db);
  await setActiveTechnicians(t.database.db, 5, async () => (await t.signedIn("technician")).userId);
});
afterAll(() => t.close());

async function setSettings(changes: Partial<TBusinessSettings>) {
  const value = { ...TEST_BUSINESS_SETTINGS, ...changes };
  await t.database.db.insert(settings).values({ key: "business", value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** A new customer's contact details: nobody has booked with them yet. */
function newCustomer() {
  customer += 1;
  return { customer_email: `first-${customer}-${Date.now()}@example.com`, customer_phone: `(321) 555-${String(1000 + customer).padStart(4, "0")}` };
}

async function book(serviceId: string, overrides: Record<string, unknown>, cookie?: string) {
  const response = await t.request({
    method: "POST",
    url: "/api/bookings",
    payload: bookingRequest(serviceId, { scheduled_date: daysFromToday(5), ...overrides }),
    cookie,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().booking as { id: string; subtotal: number; discount_amount: number; initial_payment_amount: number; remaining_balance: number };
}

const depositOf = async (bookingId: string) => {
  const [row] = await t.database.db.select({ amount: payments.amount, status: payments.status }).from(payments).where(eq(payments.booking_id, bookingId));
  return row;
};

describe("first-booking discount", () => {
  beforeEach(() => setSettings({ first_booking_discount: { enabled: true, percent: 10 } }));

  it("takes 10% off a first booking's total and deposit, charges that, and shows it on checkout and in the mail", async () => {
    const contact = newCustomer();
    const booking = await book(ids.hourly, { ...contact, estimated_hours: 4, add_on_ids: [] });
    // $85/hr × 4 h = $340; 10% off = $306; deposit $170 less 10% = $153; $153 left to pay.
    expect(booking).toMatchObject({ subtotal: 34000, discount_amount: 3400, initial_payment_amount: 15300, remaining_balance: 15300 });
    expect(await depositOf(booking.id)).toEqual({ amount: 15300, status: "succeeded" });
    const summary = (await t.request({ method: "GET", url: `/api/bookings/${booking.id}/summary` })).json();
    expect(summary).toMatchObject({ subtotal: 34000, discount_amount: 3400, initial_payment_amount: 15300, remaining_balance: 15300 });
    const mailOf = async (kind: string) =>
      (
        await t.database.db
          .select({ text: mailOutbox.text })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, contact.customer_email), eq(mailOutbox.kind, kind)))
      )[0];
    const mail = await mailOf("booking-received");
    expect(mail?.text).toContain("First-booking discount (10%): -$34.00");
    expect(mail?.text).toContain("Paid now: $153.00");
    // The deposit's receipt names the discounted amount charged (decision 0142).
    expect((await mailOf("payment-receipt"))?.text).toContain("\nAmount paid: $153.00\n");
  });

  it("gives no discount to a customer who booked before with the same e-mail or the same phone", async () => {
    const contact = newCustomer();
    await book(ids.flat, { ...contact, scheduled_time: "8:00 AM" });
    const sameEmail = await book(ids.flat, {
      customer_email: contact.customer_email.toUpperCase(),
      customer_phone: "(813) 555-0000",
      scheduled_time: "9:00 AM",
    });
    expect(sameEmail).toMatchObject({ discount_amount: 0, initial_payment_amount: 14900 });
    const samePhone = await book(ids.flat, {
      customer_email: `other-${contact.customer_email}`,
      customer_phone: `+1 ${contact.customer_phone}`,
      scheduled_time: "10:00 AM",
    });
    expect(samePhone).toMatchObject({ discount_amount: 0, initial_payment_amount: 14900 });
  });

  it("gives no discount again to the same address with a +tag, in any case", async () => {
    const contact = newCustomer();
    await book(ids.flat, { ...contact, scheduled_time: "8:00 AM", scheduled_date: daysFromToday(6) });
    const [local, domain] = contact.customer_email.split("@");
    for (const [index, alias] of [`${local}+promo@${domain}`, `${local.toUpperCase()}+Again@${domain.toUpperCase()}`].entries()) {
      const other = { customer_email: alias, customer_phone: `(813) 555-${String(2000 + customer * 10 + index)}` };
      const preview = await t.request({ method: "POST", url: "/api/bookings/discount-preview", payload: other });
      expect(preview.json(), alias).toEqual({ percent: 0 });
      const again = await book(ids.flat, { ...other, scheduled_time: index === 0 ? "9:00 AM" : "10:00 AM", scheduled_date: daysFromToday(6) });
      expect(again, alias).toMatchObject({ discount_amount: 0, initial_payment_amount: 14900 });
    }
  });

  it("counts a signed-in customer's own bookings, whatever e-mail and phone the next one gives", async () => {
    const account = await t.signedIn("customer");
    await book(ids.flat, { ...newCustomer(), scheduled_time: "8:00 AM", scheduled_date: daysFromToday(7) }, account.cookie);
    const other = newCustomer();
    const preview = await t.request({ method: "POST", url: "/api/bookings/discount-preview", payload: other, cookie: account.cookie });
    expect(preview.json()).toEqual({ percent: 0 });
    const again = await book(ids.flat, { ...other, scheduled_time: "9:00 AM", scheduled_date: daysFromToday(7) }, account.cookie);
    expect(again).toMatchObject({ discount_amount: 0, initial_payment_amount: 14900 });
    // The same contact details from someone signed out are still new to the server: they booked
    // nothing with them before, so the discount is theirs.
    const stranger = newCustomer();
    expect((await t.request({ method: "POST", url: "/api/bookings/discount-preview", payload: stranger })).json()).toEqual({ percent: 10 });
  });

  it("counts bookings made signed out with the account's own e-mail once the customer signs in", async () => {
    const account = await t.signedIn("customer");
    await book(ids.flat, { ...newCustomer(), customer_email: account.email, scheduled_time: "10:00 AM", scheduled_date: daysFromToday(7) });
    const again = await book(ids.flat, { ...newCustomer(), scheduled_time: "11:00 AM", scheduled_date: daysFromToday(7) }, account.cookie);
    expect(again).toMatchObject({ discount_amount: 0, initial_payment_amount: 14900 });
  });

  it("gives the discount again once the only earlier booking was cancelled by the office through its job", async () => {
    const contact = newCustomer();
    const first = await book(ids.flat, { ...contact, scheduled_time: "2:00 PM", scheduled_date: daysFromToday(8) });
    expect((await t.request({ method: "POST", url: "/api/bookings/discount-preview", payload: contact })).json()).toEqual({ percent: 0 });
    // The office cancels the visit on the job (the booking's own row is left as it was).
    await t.database.db.update(jobs).set({ status: "cancelled" }).where(eq(jobs.booking_id, first.id));
    expect((await t.request({ method: "POST", url: "/api/bookings/discount-preview", payload: contact })).json()).toEqual({ percent: 10 });
    const again = await book(ids.flat, { ...contact, scheduled_time: "3:00 PM", scheduled_date: daysFromToday(8) });
    expect(again.discount_amount).toBeGreaterThan(0);
  });

  it("gives one discount when two first bookings of one customer race", async () => {
    const contact = newCustomer();
    const race = await Promise.all(["11:00 AM", "12:00 PM", "1:00 PM"].map((time) => book(ids.flat, { ...contact, scheduled_time: time })));
    expect(race.filter((booking) => booking.discount_amount > 0)).toHaveLength(1);
  });

  it("gives nothing while the discount is off, and previews what the server will decide", async () => {
    const contact = newCustomer();
    const preview = (body: object) => t.request({ method: "POST", url: "/api/bookings/discount-preview", payload: body });
    expect((await preview(contact)).json()).toEqual({ percent: 10 });
    await setSettings({ first_booking_discount: { enabled: false, percent: 10 } });
    expect((await preview(contact)).json()).toEqual({ percent: 0 });
    const booking = await book(ids.flat, { ...contact, scheduled_time: "2:00 PM" });
    expect(booking).toMatchObject({ discount_amount: 0, initial_payment_amount: 14900 });
    await setSettings({ first_booking_discount: { enabled: true, percent: 10 } });
    expect((await preview(contact)).json()).toEqual({ percent: 0 });
    expect((await preview({ customer_email: "x" })).statusCode).toBe(400);
  });
});

describe("refund on cancel", () => {
  async function signedInBooking(changes: Partial<TBusinessSettings>, time: string) {
    await setSettings(changes);
    const me = await t.signedIn("customer");
    const booking = await book(ids.flat, {
      customer_email: me.email,
      customer_phone: "(407) 555-7777",
      scheduled_date: daysFromToday(4),
      scheduled_time: time,
    });
    return { me, booking };
  }

  it("refunds the whole deposit up to 24 hours before the slot, in the cancel's transaction, and Payment History shows it", async () => {
    const { me, booking } = await signedInBooking({ refund_policy: { full_refund_hours_before: 24 } }, "3:00 PM");
    const before = (await t.request({ method: "GET", url: `/api/me/bookings/${booking.id}`, cookie: me.cookie })).json();
    expect(before.cancel_refund).toMatchObject({ amount: 14900 });
    const cancelled = await t.request({ method: "POST", url: `/api/me/bookings/${booking.id}/cancel`, cookie: me.cookie });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled", cancel_refund: null });
    const history = (await t.request({ method: "GET", url: "/api/me/payments", cookie: me.cookie })).json().items;
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ booking_id: booking.id, kind: "refund", amount: 14900, status: "succeeded", is_test: true }),
        expect.objectContaining({ booking_id: booking.id, kind: "deposit", amount: 14900, status: "refunded" }),
      ]),
    );
    const [row] = await t.database.db.select({ status: bookings.initial_payment_status }).from(bookings).where(eq(bookings.id, booking.id));
    expect(row.status).toBe("refunded");
  });

  it("refunds nothing inside the policy's window, and says so before the customer confirms", async () => {
    // 30 days' notice: a booking four days ahead is already inside the window.
    const { me, booking } = await signedInBooking({ refund_policy: { full_refund_hours_before: 720 } }, "4:00 PM");
    const before = (await t.request({ method: "GET", url: `/api/me/bookings/${booking.id}`, cookie: me.cookie })).json();
    expect(before.cancel_refund).toMatchObject({ amount: 0 });
    expect((await t.request({ method: "POST", url: `/api/me/bookings/${booking.id}/cancel`, cookie: me.cookie })).statusCode).toBe(200);
    const history = (await t.request({ method: "GET", url: "/api/me/payments", cookie: me.cookie })).json().items;
    expect(history.filter((payment: { booking_id: string }) => payment.booking_id === booking.id)).toEqual([
      expect.objectContaining({ kind: "deposit", amount: 14900, status: "succeeded" }),
    ]);
  });

  it("refunds what was paid: a discounted deposit, not the full one", async () => {
    await setSettings({ first_booking_discount: { enabled: true, percent: 10 }, refund_policy: { full_refund_hours_before: 24 } });
    const me = await t.signedIn("customer");
    const booking = await book(ids.flat, {
      customer_email: me.email,
      customer_phone: "(352) 555-8888",
      scheduled_date: daysFromToday(6),
      scheduled_time: "5:00 PM",
    });
    expect(booking.initial_payment_amount).toBe(13410);
    await t.request({ method: "POST", url: `/api/me/bookings/${booking.id}/cancel`, cookie: me.cookie });
    const history = (await t.request({ method: "GET", url: "/api/me/payments", cookie: me.cookie })).json().items;
    expect(history).toContainEqual(expect.objectContaining({ booking_id: booking.id, kind: "refund", amount: 13410 }));
  });
});
