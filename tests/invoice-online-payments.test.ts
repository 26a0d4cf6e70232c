import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, like } from "drizzle-orm";
import { customers, invoices, mailOutbox, notifications, payments } from "../src/server/db/schema.ts";
import { formatInvoiceNumber } from "../src/shared/rules/invoice.ts";
import { DOCUMENT_TOKEN_HEADER } from "../src/shared/schemas/estimates.ts";
import { documentLinks, LINK_EXPIRED, LINK_NOT_VALID } from "../src/server/modules/documents/document-links.ts";
import { ZInvoicePaid, ZMyInvoiceDetail } from "../src/shared/schemas/invoices.ts";
import { makeCustomer } from "./setup/admin-jobs-fixtures.ts";
import { insertBookedJob, invoiceOfJob } from "./setup/billing-fixtures.ts";
import { bookingRequest, seedBookableServices, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { fakePaymentProvider } from "./setup/fake-payment-provider.ts";
import { createTestApp, linkIn, type TTestApp } from "./setup/test-app.ts";

// Decision 0142: the customer pays the balance of their own invoice online, through the deposit's
// provider seam and two-phase idempotent write; the server charges what the ledger says is due.
// Decision 0129's receipts now go out for every payment: the deposit and the emergency fee too.
const fake = fakePaymentProvider();
let t: TTestApp;
let admin: { cookie: string; userId: string };
let ada: { cookie: string; userId: string; email: string; customerId: string };
let other: { cookie: string; email: string };
let technician: { cookie: string };

beforeAll(async () => {
  t = await createTestApp({ QUEUE_MODE: "worker" }, { payments: fake.provider });
  admin = await t.signedIn("admin");
  const account = await t.signedIn("customer", "ada.pays@example.com");
  const customerId = await makeCustomer(t, { first_name: "Ada", last_name: "Lovelace", email: account.email });
  await t.database.db.update(customers).set({ profile_id: account.userId }).where(eq(customers.id, customerId));
  ada = { ...account, customerId };
  other = await t.signedIn("customer");
  technician = await t.signedIn("technician");
});
afterEach(() => fake.reset());
afterAll(() => t.close());

/** A completed job of Ada's billed by the office: $125.50 plus 7.5 % tax = $134.91, $85 deposit paid, $49.91 due. */
async function invoiced(title: string) {
  const { jobId } = await insertBookedJob(t, { customerId: ada.customerId, customerEmail: ada.email, title, totalAmount: 12550, deposit: 8500 });
  const done = await t.request({
    method: "POST",
    url: `/api/admin/jobs/${jobId}/status`,
    cookie: admin.cookie,
    payload: { to: "completed", expected: "in_progress" },
  });
  expect(done.statusCode, done.body).toBe(200);
  return (await invoiceOfJob(t, jobId))!;
}

const pay = (invoiceId: string, payload: object, options: { cookie?: string; key?: string | null } = {}) =>
  t.request({
    method: "POST",
    url: `/api/me/invoices/${invoiceId}/payments`,
    payload,
    ...(options.cookie === undefined ? { cookie: ada.cookie } : options.cookie ? { cookie: options.cookie } : {}),
    headers: options.key === null ? {} : { "idempotency-key": options.key ?? randomUUID() },
  });
const detail = async (invoiceId: string) =>
  ZMyInvoiceDetail.parse((await t.request({ method: "GET", url: `/api/me/invoices/${invoiceId}`, cookie: ada.cookie })).json());
const paymentsOf = (invoiceId: string) => t.database.db.select().from(payments).where(eq(payments.invoice_id, invoiceId)).orderBy(asc(payments.created_at));
const receiptsOn = (number: number) =>
  t.database.db
    .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "payment-receipt"), like(mailOutbox.subject, `% on invoice ${formatInvoiceNumber(number)}`)));

describe("POST /api/me/invoices/:id/payments", () => {
  it("charges exactly the balance due once: the invoice is paid, the admins are told, the customer gets a receipt", async () => {
    const invoice = await invoiced("Faucet repair");
    const key = randomUUID();
    const response = await pay(invoice.id, { amount: 4991 }, { key });
    expect(response.statusCode, response.body).toBe(201);
    const body = ZInvoicePaid.parse(response.json());
    expect(body).toMatchObject({ invoice_id: invoice.id, amount: 4991, is_test: true, balance_due: 0, status: "paid" });
    expect(fake.kept()).toEqual([{ key: expect.any(String), amount: 4991 }]);

    const bill = await detail(invoice.id);
    expect(bill).toMatchObject({ status: "paid", balance_due: 0, ledger: { paid: 13491, due: 0 } });
    expect(bill.payments).toEqual([expect.objectContaining({ id: body.payment_id, amount: 4991, method: "card" })]);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ payment_id: body.payment_id, paid_by: ada.userId });
    expect(row!.paid_at).not.toBeNull();
    expect(await paymentsOf(invoice.id)).toEqual([
      expect.objectContaining({ kind: "balance", status: "succeeded", amount: 4991, method: "card", provider: "fake", user_id: ada.userId, is_test: true }),
    ]);

    const bell = await t.database.db.select().from(notifications).where(eq(notifications.user_id, admin.userId));
    expect(bell).toContainEqual(
      expect.objectContaining({
        title: "Invoice paid online",
        body: `Ada Lovelace paid $49.91 on ${formatInvoiceNumber(invoice.number)} (test). Paid in full.`,
      }),
    );

    const receipts = await receiptsOn(invoice.number);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.to).toBe(ada.email);
    for (const line of [
      "Amount paid: $49.91",
      "Method: Card",
      `Invoice: ${formatInvoiceNumber(invoice.number)}`,
      "Still due: $0.00 (paid in full, thank you)",
    ]) {
      expect(receipts[0]!.text).toContain(`\n${line}\n`);
    }
    expect(linkIn(receipts[0]!.text)).toBe(`/dashboard/invoices/${invoice.id}`);

    // A retry with the same key is the first answer again: nothing charged, recorded or mailed more.
    const again = await pay(invoice.id, { amount: 4991 }, { key });
    expect({ status: again.statusCode, body: again.body, replayed: again.headers["idempotent-replayed"] }).toEqual({
      status: 201,
      body: response.body,
      replayed: "true",
    });
    expect(fake.made()).toHaveLength(1);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    expect(await receiptsOn(invoice.number)).toHaveLength(1);
  });

  it("pays the rest after a part payment the office recorded, and its receipt says what is left then", async () => {
    const invoice = await invoiced("Gutter clean");
    const part = await t.request({
      method: "POST",
      url: `/api/admin/invoices/${invoice.id}/payments`,
      cookie: admin.cookie,
      payload: { amount: 2000, method: "cash", idempotency_key: randomUUID() },
    });
    expect(part.statusCode, part.body).toBe(200);
    // The office's receipt links to the invoice too, by its signed link as the invoice's mail does
    // (the customer may have no account).
    expect(linkIn((await receiptsOn(invoice.number))[0]!.text)).toBe("/documents/invoice");
    const response = await pay(invoice.id, { amount: 2991 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ amount: 2991, balance_due: 0, status: "paid" });
    expect(await detail(invoice.id)).toMatchObject({ status: "paid", ledger: { due: 0 } });
  });

  it("refuses a balance that changed since the customer saw it, or more than it: 409 on amount, nothing written or charged", async () => {
    const invoice = await invoiced("Door rehang");
    for (const amount of [4990, 4992, 100_000]) {
      const response = await pay(invoice.id, { amount });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ message: "The balance of this invoice is now $49.91. Look at the invoice again before paying." });
      expect(response.json().fields).toEqual([{ field: "amount", message: "must be the balance due, $49.91" }]);
    }
    expect(await paymentsOf(invoice.id)).toEqual([]);
    expect(fake.made()).toEqual([]);
    expect(await detail(invoice.id)).toMatchObject({ status: "unpaid", ledger: { due: 4991 } });
  });

  it("refuses bad input with 400 naming the field: negative, zero, fractional cents, no amount, no or a bad Idempotency-Key, a bad id", async () => {
    const invoice = await invoiced("Tile regrout");
    for (const [payload, message] of [
      [{ amount: -100 }, "must be more than $0.00"],
      [{ amount: 0 }, "must be more than $0.00"],
      [{ amount: 49.5 }, "must be whole cents"],
      [{ amount: "4991" }, "must be an amount in cents"],
      [{}, "must be an amount in cents"],
    ] as const) {
      const response = await pay(invoice.id, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields).toContainEqual({ field: "amount", message });
    }
    const noKey = await pay(invoice.id, { amount: 4991 }, { key: null });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().fields[0].field).toBe("Idempotency-Key");
    const badKey = await pay(invoice.id, { amount: 4991 }, { key: "no spaces allowed" });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().fields[0].field).toBe("Idempotency-Key");
    const badId = await pay("not-an-id", { amount: 4991 });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toContainEqual({ field: "id", message: "must be an invoice id" });
    expect(await paymentsOf(invoice.id)).toEqual([]);
    expect(fake.made()).toEqual([]);
  });

  it("is for the invoice's customer only: 401 for a guest, 404 for another customer, a technician or an admin, and unknown ids", async () => {
    const invoice = await invoiced("Fence post");
    expect((await pay(invoice.id, { amount: 4991 }, { cookie: "" })).statusCode).toBe(401);
    for (const cookie of [other.cookie, technician.cookie, admin.cookie]) {
      expect((await pay(invoice.id, { amount: 4991 }, { cookie })).statusCode).toBe(404);
    }
    expect((await pay("00000000-0000-4000-8000-000000000000", { amount: 4991 })).statusCode).toBe(404);
    expect(await paymentsOf(invoice.id)).toEqual([]);
    expect(fake.made()).toEqual([]);
  });

  it("refuses a paid invoice with 409 and charges nothing", async () => {
    const invoice = await invoiced("Shelf mount");
    const paid = await t.request({ method: "POST", url: `/api/admin/invoices/${invoice.id}/mark-paid`, cookie: admin.cookie });
    expect(paid.statusCode, paid.body).toBe(200);
    const response = await pay(invoice.id, { amount: 4991 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("This invoice is already paid.");
    expect(fake.made()).toEqual([]);
  });

  it("two payments of the last balance at once: one 201, one 409, one charge", async () => {
    const invoice = await invoiced("Water heater flush");
    // Each charge takes a moment, so the second request arrives while the first is being taken.
    fake.onCharge(() => sleep(150));
    const responses = await Promise.all([pay(invoice.id, { amount: 4991 }), pay(invoice.id, { amount: 4991 })]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(fake.made()).toHaveLength(1);
    expect(fake.kept()).toEqual([{ key: expect.any(String), amount: 4991 }]);
    expect((await paymentsOf(invoice.id)).map((payment) => payment.status)).toEqual(["succeeded"]);
    expect(await detail(invoice.id)).toMatchObject({ status: "paid", ledger: { paid: 13491, due: 0, refund_owed: 0 } });
    expect(await receiptsOn(invoice.number)).toHaveLength(1);
  });

  it("five at once from two tabs: still one charge", async () => {
    const invoice = await invoiced("Drain snake");
    fake.onCharge(() => sleep(100));
    const responses = await Promise.all(Array.from({ length: 5 }, () => pay(invoice.id, { amount: 4991 })));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(4);
    expect(fake.made()).toHaveLength(1);
  });

  it("the office cannot record a payment while the customer's card payment is being taken (409), so nothing is paid twice", async () => {
    const invoice = await invoiced("Ceiling fan");
    let office: Awaited<ReturnType<TTestApp["request"]>> | null = null;
    fake.onCharge(async () => {
      office = await t.request({ method: "POST", url: `/api/admin/invoices/${invoice.id}/mark-paid`, cookie: admin.cookie });
    });
    const response = await pay(invoice.id, { amount: 4991 });
    expect(response.statusCode, response.body).toBe(201);
    expect(office!.statusCode).toBe(409);
    expect(office!.json().message).toBe("The customer is paying this invoice online right now. Look at the invoice again in a moment.");
    expect(await detail(invoice.id)).toMatchObject({ status: "paid", ledger: { due: 0, refund_owed: 0 } });
  });

  it("a declined card: 402, the payment failed, the invoice still owes the same, no receipt; a new try pays", async () => {
    const invoice = await invoiced("Window reseal");
    fake.fail("declined");
    const key = randomUUID();
    const response = await pay(invoice.id, { amount: 4991 }, { key });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: "PAYMENT_DECLINED", message: "Your card was declined. Nothing was charged. Please try another card." });
    expect((await paymentsOf(invoice.id)).map((payment) => payment.status)).toEqual(["failed"]);
    expect(fake.kept()).toEqual([]);
    expect(await detail(invoice.id)).toMatchObject({ status: "unpaid", ledger: { due: 4991 } });
    expect(await receiptsOn(invoice.number)).toEqual([]);
    fake.fail(null);
    // The same key's answer is final; a new attempt carries a new key.
    expect((await pay(invoice.id, { amount: 4991 }, { key })).statusCode).toBe(402);
    const retry = await pay(invoice.id, { amount: 4991 });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await detail(invoice.id)).toMatchObject({ status: "paid" });
  });
});

describe("an online payment whose answer never came (decision 0105)", () => {
  it("is settled by the sweep as the provider took it: the invoice paid, one receipt, and the late request gets the same answer", async () => {
    const invoice = await invoiced("Garage door");
    // The provider takes the charge, then its answer does not come back until the test lets it.
    let reached: () => void = () => {};
    const stopped = new Promise<void>((resolve) => (reached = resolve));
    let resume: () => void = () => {};
    const gate = new Promise<void>((resolve) => (resume = resolve));
    fake.onCharged(async () => {
      reached();
      await gate;
    });
    const late = pay(invoice.id, { amount: 4991 });
    await stopped;
    expect((await paymentsOf(invoice.id)).map((payment) => payment.status)).toEqual(["pending"]);
    const settled = (await t.app.scheduler.runDue(new Date(Date.now() + (t.config.PENDING_PAYMENT_GRACE_SECONDS + 1) * 1000)))["pending-payments"];
    expect(settled).toBe(1);
    expect(await detail(invoice.id)).toMatchObject({ status: "paid", ledger: { due: 0 } });
    resume();
    const response = await late;
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ amount: 4991, status: "paid" });
    expect(fake.kept()).toEqual([{ key: expect.any(String), amount: 4991 }]);
    expect(await receiptsOn(invoice.number)).toHaveLength(1);
  });
});

describe("receipts for every payment the site takes", () => {
  let ids: Awaited<ReturnType<typeof seedBookableServices>>;
  beforeAll(async () => {
    ids = await seedBookableServices(t.database.db);
    await setActiveTechnicians(t.database.db, 3, async () => (await t.signedIn("technician")).userId);
  });
  const receiptsTo = (email: string) =>
    t.database.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "payment-receipt"), eq(mailOutbox.to, email)));

  it("a booking's deposit: amount, what for, method, what is left from the ledger, and a link to the booking", async () => {
    const email = `deposit-${randomUUID().slice(0, 8)}@example.com`;
    const response = await t.request({
      method: "POST",
      url: "/api/bookings",
      payload: bookingRequest(ids.flat, { customer_email: email, scheduled_time: "1:00 PM" }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { initial_payment_amount: deposit } = response.json().booking;
    const mails = await receiptsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Receipt for your payment of $${(deposit / 100).toFixed(2)}: Deposit for Faucet Repair`);
    for (const line of [`Amount paid: $${(deposit / 100).toFixed(2)}`, "For: Deposit for Faucet Repair", "Method: Card"]) {
      expect(mails[0]!.text).toContain(`\n${line}\n`);
    }
    // The ledger's due after the deposit: the flat price with tax, less the deposit paid.
    expect(mails[0]!.text).toMatch(/\nStill due: (\$\d+\.\d\d|\$0\.00 \(paid in full, thank you\))\n/);
    expect(linkIn(mails[0]!.text)).toBe("/dashboard/bookings");
    // Declined deposits mail nothing.
    fake.fail("declined");
    const declinedEmail = `declined-${randomUUID().slice(0, 8)}@example.com`;
    const declined = await t.request({
      method: "POST",
      url: "/api/bookings",
      payload: bookingRequest(ids.flat, { customer_email: declinedEmail, scheduled_time: "2:00 PM" }),
    });
    expect(declined.statusCode).toBe(402);
    expect(await receiptsTo(declinedEmail)).toEqual([]);
  });

  it("a step-1 deposit: its receipt when it is paid, and none again when the booking takes it", async () => {
    const email = `stepone-${randomUUID().slice(0, 8)}@example.com`;
    const request = bookingRequest(ids.flat, { customer_email: email, scheduled_time: "3:00 PM" });
    const paid = await t.request({
      method: "POST",
      url: "/api/bookings/deposits",
      payload: { idempotency_key: randomUUID(), service_id: ids.flat, is_test: true, customer_email: email, customer_phone: request.customer_phone },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const mails = await receiptsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("\nFor: Deposit for Faucet Repair\n");
    expect(mails[0]!.text).toContain("\nStill due: the rest of the price is set when you finish your booking; this payment counts toward it\n");
    const booked = await t.request({ method: "POST", url: "/api/bookings", payload: { ...request, deposit_id: paid.json().deposit_id } });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await receiptsTo(email)).toHaveLength(1);
  });

  it("the $25 emergency fee: a receipt to the e-mail given, with nothing left to pay", async () => {
    const email = `emergency-${randomUUID().slice(0, 8)}@example.com`;
    const response = await t.request({
      method: "POST",
      url: "/api/emergency/payments",
      payload: { idempotency_key: randomUUID(), is_test: true, customer_email: email, customer_phone: "" },
    });
    expect(response.statusCode, response.body).toBe(201);
    const mails = await receiptsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Receipt for your payment of $25.00: Emergency service fee");
    for (const line of ["Amount paid: $25.00", "For: Emergency service fee", "Method: Card", "Still due: $0.00 (paid in full, thank you)"]) {
      expect(mails[0]!.text).toContain(`\n${line}\n`);
    }
  });
});

// Decision 0151: the invoice mail's signed link pays the balance as the signed-in customer does,
// through the same payment; the link's key is scoped by the invoice, not by any account.
describe("POST /api/documents/invoice/payments", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const tokenOf = (invoiceId: string, now?: () => Date) =>
    new URLSearchParams(
      new URL(documentLinks({ secret: t.config.authSecret, link: (path) => `http://x${path}`, now }).url("invoice", invoiceId)).hash.slice(1),
    ).get("token")!;
  const payByLink = (token: string, payload: object, key: string | null = randomUUID()) =>
    t.request({
      method: "POST",
      url: "/api/documents/invoice/payments",
      payload,
      headers: { [DOCUMENT_TOKEN_HEADER]: token, ...(key === null ? {} : { "idempotency-key": key }) },
    });

  it("pays the balance without an account: the invoice paid, the admins told, a receipt with the signed link; the same key again charges nothing", async () => {
    const invoice = await invoiced("Link faucet");
    const key = randomUUID();
    const response = await payByLink(tokenOf(invoice.id), { amount: 4991 }, key);
    expect(response.statusCode, response.body).toBe(201);
    const body = ZInvoicePaid.parse(response.json());
    expect(body).toMatchObject({ invoice_id: invoice.id, amount: 4991, is_test: true, balance_due: 0, status: "paid" });
    expect(await detail(invoice.id)).toMatchObject({ status: "paid", balance_due: 0, ledger: { paid: 13491, due: 0 } });
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ payment_id: body.payment_id, paid_by: null });
    expect(row!.paid_at).not.toBeNull();
    // Nobody signed in paid: the payment is no account's, and counts on the invoice's booking.
    expect(await paymentsOf(invoice.id)).toEqual([expect.objectContaining({ kind: "balance", status: "succeeded", amount: 4991, user_id: null })]);
    const bell = await t.database.db.select().from(notifications).where(eq(notifications.user_id, admin.userId));
    expect(bell).toContainEqual(
      expect.objectContaining({ title: "Invoice paid online", body: expect.stringContaining(`paid $49.91 on ${formatInvoiceNumber(invoice.number)}`) }),
    );
    const receipts = await receiptsOn(invoice.number);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain("\nStill due: $0.00 (paid in full, thank you)\n");
    expect(linkIn(receipts[0]!.text)).toBe("/documents/invoice");

    const again = await payByLink(tokenOf(invoice.id), { amount: 4991 }, key);
    expect({ status: again.statusCode, body: again.body, replayed: again.headers["idempotent-replayed"] }).toEqual({
      status: 201,
      body: response.body,
      replayed: "true",
    });
    expect(fake.made()).toHaveLength(1);
    expect(await receiptsOn(invoice.number)).toHaveLength(1);
    // A new key on the paid invoice: 409, nothing charged.
    const paid = await payByLink(tokenOf(invoice.id), { amount: 4991 });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe("This invoice is already paid.");
    expect(fake.made()).toHaveLength(1);
  });

  it("refuses a changed balance (409 on amount), a missing key (400), and a tampered or expired link (404/410 as reading it), writing nothing", async () => {
    const invoice = await invoiced("Link door");
    const token = tokenOf(invoice.id);
    const changed = await payByLink(token, { amount: 4990 });
    expect(changed.statusCode, changed.body).toBe(409);
    expect(changed.json().fields).toEqual([{ field: "amount", message: "must be the balance due, $49.91" }]);
    const noKey = await payByLink(token, { amount: 4991 }, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().fields[0].field).toBe("Idempotency-Key");
    const bad = await payByLink(token, { amount: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toContainEqual({ field: "amount", message: "must be more than $0.00" });
    const tampered = await payByLink(`${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`, { amount: 4991 });
    expect(tampered.statusCode).toBe(404);
    expect(tampered.json()).toEqual({ code: "NOT_FOUND", message: LINK_NOT_VALID });
    const expiredToken = tokenOf(invoice.id, () => new Date(Date.now() - 31 * DAY));
    const expired = await payByLink(expiredToken, { amount: 4991 });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ code: "GONE", message: LINK_EXPIRED });
    // An estimate's link is not an invoice's.
    const estimateToken = new URLSearchParams(
      new URL(documentLinks({ secret: t.config.authSecret, link: (path) => `http://x${path}` }).url("estimate", invoice.id)).hash.slice(1),
    ).get("token")!;
    expect((await payByLink(estimateToken, { amount: 4991 })).statusCode).toBe(404);
    expect(await paymentsOf(invoice.id)).toEqual([]);
    expect(fake.made()).toEqual([]);
    expect(await detail(invoice.id)).toMatchObject({ status: "unpaid", ledger: { due: 4991 } });
  });

  it("two payments from the link at once: one 201, one 409, one charge", async () => {
    const invoice = await invoiced("Link heater");
    fake.onCharge(() => sleep(150));
    const token = tokenOf(invoice.id);
    const responses = await Promise.all([payByLink(token, { amount: 4991 }), payByLink(token, { amount: 4991 })]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(fake.made()).toHaveLength(1);
    expect((await paymentsOf(invoice.id)).map((payment) => payment.status)).toEqual(["succeeded"]);
    expect(await receiptsOn(invoice.number)).toHaveLength(1);
  });

  it("the signed-in owner and the link at once, even with the same key: one charge, the other 409", async () => {
    const invoice = await invoiced("Link drain");
    fake.onCharge(() => sleep(150));
    const key = randomUUID();
    // The same key from two payers is two requests (each payer's keys are their own), and still one charge.
    const responses = await Promise.all([pay(invoice.id, { amount: 4991 }, { key }), payByLink(tokenOf(invoice.id), { amount: 4991 }, key)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(fake.made()).toHaveLength(1);
    expect((await paymentsOf(invoice.id)).map((payment) => payment.status)).toEqual(["succeeded"]);
    expect(await detail(invoice.id)).toMatchObject({ status: "paid", ledger: { paid: 13491, due: 0, refund_owed: 0 } });
    expect(await receiptsOn(invoice.number)).toHaveLength(1);
  });
});
