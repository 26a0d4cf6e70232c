import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import pino from "pino";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";
import { insertJob, makeCustomer } from "./setup/admin-jobs-fixtures.ts";
import { insertBooking, insertPayment } from "./setup/billing-fixtures.ts";
import { bookings, invoices, notifications, payments } from "../src/server/db/schema.ts";
import { createScheduler } from "../src/server/modules/scheduled/scheduled-tasks.ts";
import { scheduledRepository } from "../src/server/modules/scheduled/scheduled.repository.ts";
import { documentLinks } from "../src/server/modules/documents/document-links.ts";
import { createNotifier } from "../src/server/modules/notifications/notifier.ts";
import type { TMail, TMailer } from "../src/server/mail/mailer.ts";
import { DEFAULT_BUSINESS_SETTINGS } from "../src/shared/schemas/settings.ts";
import { addDaysIso, businessToday } from "../src/shared/rules/dates.ts";
import { withLocale } from "../src/shared/i18n/locale-scope.ts";

// Scheduled work: each task fires once under a controlled clock, however many
// processes sweep at the same moment (decision 0075).

let t: TTestApp;
const sent: TMail[] = [];
// No account has these addresses, so a message meant to be in the customer's language is in the one it was given.
const mailer: TMailer = { enqueue: async (mail) => void sent.push("render" in mail ? withLocale(mail.locale ?? "en", mail.render) : mail) };
/** Two sweepers on the same database, as two app processes would run them. */
let first: ReturnType<typeof createScheduler>;
let second: ReturnType<typeof createScheduler>;

const sweeper = () =>
  createScheduler({
    repository: scheduledRepository(t.database.db),
    mailer,
    notifier: createNotifier({
      mailer,
      publicUrl: t.config.PUBLIC_URL,
      mailLater: () => Promise.reject(new Error("the sweeps' notices are mailed at once")),
    }),
    links: documentLinks({ secret: t.config.authSecret, link: (path) => new URL(path, t.config.PUBLIC_URL).toString() }),
    schedule: async () => DEFAULT_BUSINESS_SETTINGS.schedule,
    log: pino({ level: "silent" }),
  });
/** Both sweep at the same instant, twice: the work must be done exactly once. */
async function sweepTwiceEverywhere(now: Date) {
  await Promise.all([first.runDue(now), second.runDue(now)]);
  await Promise.all([first.runDue(now), second.runDue(now)]);
}
const mailsOf = (kind: string, to: string) => sent.filter((mail) => mail.kind === kind && mail.to === to);

beforeAll(async () => {
  // The app's own sweeps stay out of the way: nothing runs queued jobs in this process.
  t = await createTestApp({ QUEUE_MODE: "worker" });
  first = sweeper();
  second = sweeper();
});
afterAll(() => t.close());

describe("the appointment reminder", () => {
  it("mails the customer the day before, from the reminder hour, once", async () => {
    // 2026-06-10 21:30 UTC is 17:30 in Central Florida (EDT): past the default 17:00.
    const evening = new Date("2026-06-10T21:30:00Z");
    const tomorrow = addDaysIso(businessToday(evening), 1);
    const customer = await makeCustomer(t, { first_name: "Remy", last_name: "Minder", email: "remy.minder@example.com" });
    await insertJob(t, { customer_id: customer, title: "Gutter Cleaning", status: "scheduled", scheduled_date: tomorrow, scheduled_time: "9:00 AM" });
    await insertJob(t, { customer_id: customer, title: "Cancelled Visit", status: "cancelled", scheduled_date: tomorrow, scheduled_time: "1:00 PM" });

    // 16:30 there: too early.
    await sweepTwiceEverywhere(new Date("2026-06-10T20:30:00Z"));
    expect(mailsOf("appointment-reminder", "remy.minder@example.com")).toEqual([]);

    await sweepTwiceEverywhere(evening);
    await sweepTwiceEverywhere(new Date("2026-06-10T23:59:00Z"));
    const reminders = mailsOf("appointment-reminder", "remy.minder@example.com");
    expect(reminders).toHaveLength(1);
    expect(reminders[0].subject).toBe("Reminder: Gutter Cleaning tomorrow");
    expect(reminders[0].text).toContain("is booked for tomorrow, Thursday, June 11 at 9:00 AM ET at ");
    expect(reminders[0].text).toMatch(
      /^Hi Remy,\n\nA reminder that Gutter Cleaning .+\.\n\nSee or change your booking here:\nhttp\S+\/dashboard\/bookings\n\nThe HomeFix team$/,
    );
  });

  it("is in the language the customer booked in", async () => {
    const evening = new Date("2026-07-14T21:30:00Z");
    const tomorrow = addDaysIso(businessToday(evening), 1);
    const customer = await makeCustomer(t, { first_name: "Rosa", last_name: "Recuerdo", email: "rosa.recuerdo@example.com" });
    const bookingId = await insertBooking(t, { customerEmail: "rosa.recuerdo@example.com", customerName: "Rosa Recuerdo" });
    await t.database.db.update(bookings).set({ locale: "es" }).where(eq(bookings.id, bookingId));
    await insertJob(t, {
      customer_id: customer,
      booking_id: bookingId,
      title: "Gutter Cleaning",
      status: "scheduled",
      scheduled_date: tomorrow,
      scheduled_time: "9:00 AM",
    });

    await sweepTwiceEverywhere(evening);
    const [reminder, ...more] = mailsOf("appointment-reminder", "rosa.recuerdo@example.com");
    expect(more).toEqual([]);
    expect(reminder.subject).toBe("Recordatorio: Gutter Cleaning mañana");
    expect(reminder.text).toMatch(
      /^Hola, Rosa:\n\nLe recordamos que Gutter Cleaning está reservado para mañana, miércoles, 15 de julio, 9:00\sa\.m\. ET, en 1 Main St\.\n\n/,
    );
    expect(reminder.text).toContain("Vea o cambie su reserva aquí:");
    expect(reminder.text).toMatch(/El equipo de HomeFix$/);
  });
});

describe("the emergency promise", () => {
  it("raises a paid emergency with no technician after 30 minutes to every admin again, once", async () => {
    const admins = [await t.signedIn("admin"), await t.signedIn("admin")];
    const now = new Date();
    const [booking] = await t.database.db
      .insert(bookings)
      .values({
        customer_name: "Ella Urgent",
        customer_phone: "(407) 555-0111",
        customer_email: "ella.urgent@example.com",
        scheduled_date: businessToday(now),
        scheduled_time: "ASAP (Within 2 hours)",
        is_emergency: true,
        emergency_fee_paid: true,
        emergency_fee_amount: 2500,
        emergency_payment_date: new Date(now.getTime() - 20 * 60_000),
      })
      .returning({ id: bookings.id });
    const urgentNotices = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.kind, "emergency-unassigned"),
            inArray(
              notifications.user_id,
              admins.map((admin) => admin.userId),
            ),
          ),
        );

    // Paid 20 minutes ago: not yet.
    await sweepTwiceEverywhere(now);
    expect(await urgentNotices()).toEqual([]);
    // 31 minutes after payment.
    await sweepTwiceEverywhere(new Date(now.getTime() + 11 * 60_000));
    const notices = await urgentNotices();
    expect(notices.map((notice) => notice.user_id).sort()).toEqual(admins.map((admin) => admin.userId).sort());
    expect(notices[0]).toMatchObject({ title: "Emergency still unassigned" });
    expect(notices[0].body).toContain("Ella Urgent");
    // Later sweeps do not repeat it.
    await sweepTwiceEverywhere(new Date(now.getTime() + 45 * 60_000));
    expect(await urgentNotices()).toHaveLength(2);
    void booking;
  });
});

describe("the review request", () => {
  it("asks for a review after the job is completed, linking to Rate Service, once", async () => {
    const now = new Date();
    const customer = await makeCustomer(t, { first_name: "Rita", last_name: "Rater", email: "rita.rater@example.com" });
    const [booking] = await t.database.db
      .insert(bookings)
      .values({
        customer_name: "Rita Rater",
        customer_email: "rita.rater@example.com",
        scheduled_date: businessToday(now),
        scheduled_time: "9:00 AM",
        status: "pending",
      })
      .returning({ id: bookings.id });
    await insertJob(t, {
      customer_id: customer,
      booking_id: booking.id,
      title: "Fence Repair",
      status: "completed",
      completed_at: new Date(now.getTime() - 60 * 60_000),
    });

    // Completed an hour ago: the default waits 2 hours.
    await sweepTwiceEverywhere(now);
    expect(mailsOf("review-request", "rita.rater@example.com")).toEqual([]);
    await sweepTwiceEverywhere(new Date(now.getTime() + 61 * 60_000));
    await sweepTwiceEverywhere(new Date(now.getTime() + 5 * 60 * 60_000));
    const requests = mailsOf("review-request", "rita.rater@example.com");
    expect(requests).toHaveLength(1);
    expect(requests[0].text).toContain(`${t.config.PUBLIC_URL}/dashboard/bookings?rate=${booking.id}`);
    expect(requests[0].preference).toBe("jobs");
  });
});

describe("the invoice follow-up", () => {
  const DAY = 24 * 60 * 60_000;
  const issued = new Date("2026-05-01T15:00:00Z");
  const invoice = (number: number, email: string, paid: boolean) => ({
    number,
    job_title: "Water Heater Flush",
    customer_name: "Ivy Owens",
    customer_email: email,
    service_address: "9 Lake Dr",
    service_city: "Orlando",
    service_state: "FL",
    service_zip: "32801",
    lines: [{ description: "Water Heater Flush", quantity: 1, unit_amount: 20000, amount: 20000 }],
    lines_from: "job_amount" as const,
    tax_rate_percent: 7.5,
    subtotal: 20000,
    tax: 1500,
    total: 21500,
    deposit_paid: 5000,
    balance: 16500,
    issued_at: issued,
    paid_at: paid ? new Date(issued.getTime() + DAY) : null,
  });
  /** The invoices, each of a booking whose $50 deposit the ledger finds paid, as the invoice says it was. */
  async function insertInvoices(values: ReturnType<typeof invoice>[]) {
    const rows = [];
    for (const value of values) {
      const bookingId = await insertBooking(t, { customerEmail: value.customer_email });
      await insertPayment(t, { bookingId, kind: "deposit", amount: value.deposit_paid });
      const [row] = await t.database.db
        .insert(invoices)
        .values({ ...value, booking_id: bookingId })
        .returning({ id: invoices.id });
      rows.push(row);
    }
    return rows;
  }

  it("reminds an unpaid invoice after 7 days and again after 14, never a third time, and never a paid one", async () => {
    await insertInvoices([invoice(900_001, "ivy.owens@example.com", false), invoice(900_002, "paid.up@example.com", true)]);

    await sweepTwiceEverywhere(new Date(issued.getTime() + 6 * DAY));
    expect(mailsOf("invoice-followup", "ivy.owens@example.com")).toEqual([]);

    await sweepTwiceEverywhere(new Date(issued.getTime() + 7 * DAY + 60_000));
    await sweepTwiceEverywhere(new Date(issued.getTime() + 10 * DAY));
    const first = mailsOf("invoice-followup", "ivy.owens@example.com");
    expect(first).toHaveLength(1);
    expect(first[0].subject).toBe("Reminder: invoice INV-900001 has a balance of $165.00");

    await sweepTwiceEverywhere(new Date(issued.getTime() + 14 * DAY + 60_000));
    await sweepTwiceEverywhere(new Date(issued.getTime() + 21 * DAY + 60_000));
    await sweepTwiceEverywhere(new Date(issued.getTime() + 40 * DAY));
    expect(mailsOf("invoice-followup", "ivy.owens@example.com")).toHaveLength(2);
    expect(mailsOf("invoice-followup", "paid.up@example.com")).toEqual([]);
  });

  it("states what is left after a part payment, links to the invoice, and stops once the payments cover it", async () => {
    const [part, covered] = await insertInvoices([invoice(900_003, "part.paid@example.com", false), invoice(900_004, "all.paid@example.com", false)]);
    const balancePayment = (invoiceId: string, amount: number) => ({
      invoice_id: invoiceId,
      kind: "balance",
      amount,
      status: "succeeded",
      provider: "manual",
      method: "cash",
    });
    await t.database.db.insert(payments).values([balancePayment(part.id, 6500), balancePayment(covered.id, 16500)]);

    await sweepTwiceEverywhere(new Date(issued.getTime() + 7 * DAY + 60_000));
    const [reminder] = mailsOf("invoice-followup", "part.paid@example.com");
    expect(reminder.subject).toBe("Reminder: invoice INV-900003 has a balance of $100.00");
    // The invoice's signed link (decision 0144): it opens with or without an account.
    expect(reminder.text).toContain(`${t.config.PUBLIC_URL}/documents/invoice#token=${part.id}.`);
    expect(mailsOf("invoice-followup", "all.paid@example.com")).toEqual([]);
  });
});
