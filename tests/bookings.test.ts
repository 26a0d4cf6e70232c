import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { bookings, customers, jobs, mailOutbox, notifications, payments } from "../src/server/db/schema.ts";
import { bookingRequest, daysFromToday, seedBookableServices, setActiveTechnicians, setMaxPerSlot } from "./setup/catalogue-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";
import { jobLedgerReaderOn } from "../src/server/modules/ledger/job-ledger.ts";
import { settingsRepository } from "../src/server/modules/settings/settings.repository.ts";
import { money } from "../src/server/mail/templates.ts";
import { taxOf } from "../src/shared/rules/invoice.ts";
import { bookingTaxNote, taxLabel } from "../src/shared/rules/ledger.ts";
import { refundPolicyText } from "../src/shared/rules/refund.ts";
import { formatVisit } from "../src/shared/rules/business-time.ts";

let t: TTestApp;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await seedBookableServices(t.database.db);
  await setActiveTechnicians(t.database.db, 3, async () => (await t.signedIn("technician")).userId);
});
afterAll(() => t.close());
beforeEach(() => setMaxPerSlot(t.database.db, null));

const book = (payload: object, cookie?: string) => t.request({ method: "POST", url: "/api/bookings", payload, cookie });
const countRows = async (table: typeof bookings | typeof payments | typeof jobs) => (await t.database.db.select({ n: count() }).from(table))[0].n;

describe("POST /api/bookings", () => {
  it("books a flat service: pending, paid, completed, with its payment and a job, amounts from the catalogue", async () => {
    const response = await book(bookingRequest(ids.flat, { add_on_ids: [ids.haulAway, ids.valve], subtotal: 1, initial_payment_amount: 1 }));
    expect(response.statusCode, response.body).toBe(201);
    const { booking } = response.json();
    expect(booking).toMatchObject({
      status: "pending",
      subtotal: 21900,
      initial_payment_amount: 14900,
      remaining_balance: 7000,
      is_test: true,
      estimated_hours: null,
    });

    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ initial_payment_status: "paid", booking_completed: true, is_emergency: false, subtotal: 21900 });
    expect(row.initial_payment_date).toBeInstanceOf(Date);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.booking_id, booking.id));
    expect(payment).toMatchObject({ kind: "deposit", amount: 14900, is_test: true, provider: "test" });
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.booking_id, booking.id));
    expect(job).toMatchObject({
      title: "Faucet Repair",
      status: "pending",
      priority: 2,
      total_amount: 21900,
      service_city: "Orlando",
      scheduled_time: "10:00 AM",
    });
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.id, job.customer_id));
    expect(customer).toMatchObject({ email: "maria.lopez@example.com", first_name: "Maria", last_name: "Lopez" });
  });

  it("bills an hourly service by its hours, never below the minimum, whatever amounts the client sends", async () => {
    const response = await book(bookingRequest(ids.hourly, { estimated_hours: 4, subtotal: 100, remaining_balance: 0 }));
    expect(response.json().booking).toMatchObject({ estimated_hours: 4, subtotal: 34000, initial_payment_amount: 17000, remaining_balance: 17000 });
    const minimum = await book(bookingRequest(ids.hourly, { scheduled_time: "11:00 AM" }));
    expect(minimum.json().booking).toMatchObject({ estimated_hours: 2, subtotal: 17000, remaining_balance: 0 });
  });

  it("makes one booking for one idempotency key, however often it is sent", async () => {
    const request = bookingRequest(ids.flat, { scheduled_time: "1:00 PM" });
    const before = await countRows(bookings);
    const responses = await Promise.all([book(request), book(request), book(request)]);
    // A replay is the first response again, same status and body, marked as a replay.
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(responses.map((r) => r.headers["idempotent-replayed"] ?? "first").sort()).toEqual(["first", "true", "true"]);
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await countRows(bookings)).toBe(before + 1);
    expect((await t.database.db.select({ n: count() }).from(payments).where(eq(payments.booking_id, responses[0].json().booking.id)))[0].n).toBe(1);
  });

  it("reuses the customer of an e-mail seen before, and links a signed-in booker", async () => {
    const viewer = await t.signedIn("customer");
    const response = await book(bookingRequest(ids.flat, { customer_email: viewer.email, scheduled_time: "2:00 PM" }), viewer.cookie);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, response.json().booking.id));
    expect(row.user_id).toBe(viewer.userId);
    const again = await book(bookingRequest(ids.other, { customer_email: viewer.email.toUpperCase(), scheduled_time: "3:00 PM" }));
    const customerIds = await t.database.db.select({ customer: jobs.customer_id }).from(jobs).where(eq(jobs.booking_id, again.json().booking.id));
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.id, customerIds[0].customer));
    expect(customer.profile_id).toBe(viewer.userId);
  });

  it("tells the admins and mails the customer", async () => {
    const admin = await t.signedIn("admin");
    await book(bookingRequest(ids.flat, { customer_email: "notify.me@example.com", scheduled_time: "4:00 PM" }));
    const adminNotes = await t.database.db.select().from(notifications).where(eq(notifications.user_id, admin.userId));
    expect(adminNotes.map((n) => n.title)).toContain("New booking");
    // The bell only: a new booking has never been mailed to the admins.
    const adminMail = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, admin.email), eq(mailOutbox.kind, "notice-booking")));
    expect(adminMail).toEqual([]);
    // The confirmation, not the deposit's receipt that goes to the same address.
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, "notify.me@example.com"), eq(mailOutbox.kind, "booking-received")));
    expect(mail.subject).toBe("We received your booking: Faucet Repair");
  });

  it("answers and mails the job ledger's figures with tax, and the refund policy (decision 0146)", async () => {
    const response = await book(
      bookingRequest(ids.flat, { add_on_ids: [ids.haulAway, ids.valve], customer_email: "tax.lines@example.com", scheduled_time: "2:00 PM" }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { booking } = response.json();
    const business = await settingsRepository(t.database.db).business();
    const read = await jobLedgerReaderOn(t.database.db)({ bookingId: booking.id });
    // The reply's ledger is the one every later screen reads, and its tax is on the pre-tax total.
    expect(booking.ledger).toEqual(read!.ledger);
    const tax = taxOf(21900, business.tax_rate_percent);
    expect(booking.ledger).toMatchObject({ source: "booking", subtotal: 21900, discount: 0, tax, total: 21900 + tax, paid: 14900, due: 7000 + tax });
    expect(booking.remaining_balance).toBe(7000);

    // The confirmation, not the deposit's receipt that goes to the same address.
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, "tax.lines@example.com"), eq(mailOutbox.kind, "booking-received")));
    expect(mail.text).toContain(
      [
        "Subtotal: $219.00",
        "Paid now: $149.00",
        "Remaining balance: $70.00",
        `${taxLabel(business.tax_rate_percent)}: ${money(tax)}`,
        `Remaining balance with tax: ${money(7000 + tax)}`,
        `Total with tax: ${money(21900 + tax)}`,
        bookingTaxNote(business.tax_rate_percent),
      ].join("\n"),
    );
    expect(mail.text).toContain(refundPolicyText(business.refund_policy));
  });

  it("takes a phone from abroad with its country code, kept in the international form (decision 0178)", async () => {
    const response = await book(
      bookingRequest(ids.flat, { customer_email: "from.mexico@example.com", customer_phone: "+52 55 1234 5678", scheduled_time: "3:00 PM" }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.database.db.select({ phone: bookings.customer_phone }).from(bookings).where(eq(bookings.customer_email, "from.mexico@example.com"));
    expect(row?.phone).toBe("+525512345678");
    const bad = await book(bookingRequest(ids.flat, { customer_phone: "+52 1234" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ field: "customer_phone", message: "must be a valid phone number" }]);
  });

  it("refuses a live payment while no live provider is set up, and writes nothing", async () => {
    const before = await countRows(bookings);
    const response = await book(bookingRequest(ids.flat, { is_test: false, scheduled_time: "5:00 PM" }));
    expect(response.statusCode).toBe(503);
    expect(response.json().fields[0].field).toBe("is_test");
    expect(await countRows(bookings)).toBe(before);
  });
});

describe("bad input gets a 400 naming the field and stores nothing", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["a missing name", { customer_name: "  " }, "customer_name"],
    ["a malformed e-mail", { customer_email: "maria-at-example" }, "customer_email"],
    ["a malformed phone", { customer_phone: "call me" }, "customer_phone"],
    ["a past date", { scheduled_date: daysFromToday(-1) }, "scheduled_date"],
    ["an impossible date", { scheduled_date: "2099-02-30" }, "scheduled_date"],
    ["an unknown slot", { scheduled_time: "7:30 PM" }, "scheduled_time"],
    ["a state longer than 2 letters", { service_state: "Florida" }, "service_state"],
    ["hours that are not whole", { estimated_hours: 2.5 }, "estimated_hours"],
    ["overlong notes", { notes: "x".repeat(2001) }, "notes"],
    ["a wrong type", { is_test: "yes" }, "is_test"],
    ["a missing idempotency key", { idempotency_key: undefined }, "idempotency_key"],
  ];
  it.each(cases)("%s", async (_name, overrides, field) => {
    const before = await countRows(bookings);
    const response = await book(bookingRequest(ids.flat, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION_ERROR");
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await countRows(bookings)).toBe(before);
  });

  it("an add-on of another service", async () => {
    const response = await book(bookingRequest(ids.flat, { add_on_ids: [ids.otherAddOn] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: "add_on_ids", message: "an add-on does not belong to this service" }]);
  });

  it("hours below the service's minimum", async () => {
    const response = await book(bookingRequest(ids.hourly, { estimated_hours: 1 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: "estimated_hours", message: "must be at least 2" }]);
  });

  it("an unknown service", async () => {
    const response = await book(bookingRequest("00000000-0000-4000-8000-000000000000"));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe("service_id");
  });

  it("stores markup as typed", async () => {
    const notes = "<img src=x onerror=alert(1)> please knock";
    const response = await book(bookingRequest(ids.flat, { notes, scheduled_date: daysFromToday(9) }));
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, response.json().booking.id));
    expect(row.notes).toBe(notes);
  });
});

describe("slot capacity", () => {
  it("takes as many bookings per slot as there are active technicians, then says the slot is full", async () => {
    const date = daysFromToday(5);
    const slot = (i: number) => bookingRequest(ids.flat, { scheduled_date: date, scheduled_time: "8:00 AM", customer_email: `slot${i}@example.com` });
    for (let i = 0; i < 3; i++) expect((await book(slot(i))).statusCode).toBe(201);
    const full = await book(slot(3));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe("This time slot is no longer available. Please choose another.");

    const availability = (await t.request({ method: "GET", url: `/api/bookings/availability?date=${date}` })).json();
    expect(availability.capacity).toBe(3);
    expect(availability.slots[0]).toEqual({ time: "8:00 AM", available: false, remaining: 0 });
    expect(availability.slots[1]).toEqual({ time: "9:00 AM", available: true, remaining: 3 });
    expect(availability.slots).toHaveLength(10);
  });

  it("follows the admin's lower cap", async () => {
    await setMaxPerSlot(t.database.db, 1);
    const date = daysFromToday(6);
    expect((await book(bookingRequest(ids.flat, { scheduled_date: date }))).statusCode).toBe(201);
    const full = await book(bookingRequest(ids.flat, { scheduled_date: date, customer_email: "another@example.com" }));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe("This time slot is no longer available. Please choose another.");
  });

  it("when 50 requests race for the last place, exactly one wins and the rest are told clearly", async () => {
    await setMaxPerSlot(t.database.db, 1);
    const date = daysFromToday(7);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(bookingRequest(ids.flat, { scheduled_date: date, scheduled_time: "9:00 AM", customer_email: `racer${i}@example.com` })),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(new Set(responses.filter((r) => r.statusCode === 409).map((r) => r.json().message))).toEqual(
      new Set(["This time slot is no longer available. Please choose another."]),
    );
    const rows = await t.database.db.select({ n: count() }).from(bookings).where(eq(bookings.scheduled_date, date));
    expect(rows[0].n).toBe(1);
  });

  it("refuses a date in the past for availability", async () => {
    const response = await t.request({ method: "GET", url: `/api/bookings/availability?date=${daysFromToday(-2)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe("date");
  });
});

describe("the same booking twice", () => {
  // The same customer booking the same service in the same slot again is told, not booked twice.
  const date = daysFromToday(12);
  const visit = formatVisit(date, "10:00 AM");

  it("refuses a second booking with the same e-mail (any case, +tag) with a 409 naming the first one's time, and stores nothing", async () => {
    const first = await book(bookingRequest(ids.flat, { scheduled_date: date, customer_email: "twice@example.com" }));
    expect(first.statusCode, first.body).toBe(201);
    const before = await countRows(bookings);
    const second = await book(bookingRequest(ids.flat, { scheduled_date: date, customer_email: "Twice+again@Example.com", customer_phone: "(321) 555-0100" }));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(`You already have a Faucet Repair booking for ${visit}. Please choose another time.`);
    expect(second.json().fields).toEqual([{ field: "scheduled_time", message: "is already booked by you for this service" }]);
    expect(await countRows(bookings)).toBe(before);
  });

  it("refuses a signed-in customer's second booking under another e-mail, and replays the first request's answer", async () => {
    const viewer = await t.signedIn("customer");
    const request = bookingRequest(ids.flat, { scheduled_date: date, scheduled_time: "11:00 AM", customer_email: viewer.email });
    const first = await book(request, viewer.cookie);
    expect(first.statusCode).toBe(201);
    const replay = await book(request, viewer.cookie);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.body).toBe(first.body);
    const other = await book(
      bookingRequest(ids.flat, { scheduled_date: date, scheduled_time: "11:00 AM", customer_email: "someone.else@example.com" }),
      viewer.cookie,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(`You already have a Faucet Repair booking for ${formatVisit(date, "11:00 AM")}. Please choose another time.`);
  });

  it("takes another service, another slot, another customer, or the same again once the first is cancelled", async () => {
    const base = { scheduled_date: date, scheduled_time: "1:00 PM", customer_email: "again@example.com" };
    const first = await book(bookingRequest(ids.flat, base));
    expect(first.statusCode).toBe(201);
    expect((await book(bookingRequest(ids.other, base))).statusCode).toBe(201);
    expect((await book(bookingRequest(ids.flat, { ...base, scheduled_time: "2:00 PM" }))).statusCode).toBe(201);
    expect((await book(bookingRequest(ids.flat, { ...base, customer_email: "neighbour@example.com" }))).statusCode).toBe(201);
    await t.database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, first.json().booking.id));
    expect((await book(bookingRequest(ids.flat, base))).statusCode).toBe(201);
  });

  it("when two tabs send the same booking with two keys at once, one is booked and the other told", async () => {
    const request = () => bookingRequest(ids.flat, { scheduled_date: date, scheduled_time: "3:00 PM", customer_email: "two.tabs@example.com" });
    const responses = await Promise.all([book(request()), book(request())]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe("GET /api/bookings/:id/summary", () => {
  it("shows the booking's service, slot, add-ons and amounts, without contact details", async () => {
    const created = (await book(bookingRequest(ids.flat, { add_on_ids: [ids.valve], scheduled_date: daysFromToday(10) }))).json().booking;
    const summary = (await t.request({ method: "GET", url: `/api/bookings/${created.id}/summary` })).json();
    expect(summary).toMatchObject({
      id: created.id,
      service_name: "Faucet Repair",
      subtotal: 19400,
      initial_payment_amount: 14900,
      remaining_balance: 4500,
      initial_payment_status: "paid",
    });
    expect(summary.add_ons).toEqual([{ name: "Shut-off valve", price: 4500 }]);
    // Decision 0146: the receipt's figures with tax are the job ledger's.
    const read = await jobLedgerReaderOn(t.database.db)({ bookingId: created.id });
    const { lines: _lines, ...figures } = read!.ledger;
    expect(summary.ledger).toEqual(figures);
    // No sign-in here: the figures, never the text of the price lines.
    expect(summary.ledger).not.toHaveProperty("lines");
    expect(summary.ledger).toMatchObject({ subtotal: 19400, paid: 14900, due: 4500 + summary.ledger.tax });
    expect(summary.ledger.tax).toBeGreaterThan(0);
    expect(summary).not.toHaveProperty("customer_email");
    expect(summary).not.toHaveProperty("customer_phone");
  });

  it("answers 404 for an unknown booking", async () => {
    const response = await t.request({ method: "GET", url: "/api/bookings/00000000-0000-4000-8000-000000000000/summary" });
    expect(response.statusCode).toBe(404);
  });
});

describe("today's slots", () => {
  it("refuses a slot of today that has already started, and shows it unavailable", async () => {
    const { businessToday, slotHasPassed } = await import("../src/shared/rules/dates.ts");
    const { TIME_SLOTS } = await import("../src/shared/constants.ts");
    const today = businessToday();
    const passed = TIME_SLOTS.filter((slot) => slotHasPassed(today, slot));
    const availability = (await t.request({ method: "GET", url: `/api/bookings/availability?date=${today}` })).json();
    for (const slot of availability.slots) expect(slot.available).toBe(!passed.includes(slot.time) && slot.remaining > 0);
    if (passed.length === 0) return; // before 8 AM in Florida nothing has passed yet
    const response = await book(bookingRequest(ids.flat, { scheduled_date: today, scheduled_time: passed[0] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: "scheduled_time", message: "has already passed today" }]);
  });
});
