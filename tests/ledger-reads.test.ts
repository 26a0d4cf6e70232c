import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { customers, invoices, payments } from "../src/server/db/schema.ts";
import { jobLedgerRepository } from "../src/server/modules/ledger/job-ledger.repository.ts";
import { JOB_CSV_HEADER } from "../src/server/modules/jobs/jobs-export.ts";
import { scheduledRepository } from "../src/server/modules/scheduled/scheduled.repository.ts";
import { makeCustomer } from "./setup/admin-jobs-fixtures.ts";
import { insertBookedJob, insertEstimate, insertPayment, invoiceOfJob } from "./setup/billing-fixtures.ts";
import { parseCsv } from "./setup/csv.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Decision 0141: every screen that shows an invoice's or a job's money reads the figures the
// detail reads. Random histories of one job (an approved estimate or not, a deposit, the invoice
// issued on completion, part payments, 'Mark as paid', refunds, credit notes, failed tries) must
// leave every read model with the same total and the same balance, the one a plain model of the
// money expects.
let t: TTestApp;
let admin: { cookie: string };
let customer: { cookie: string; userId: string; email: string; id: string };

beforeAll(async () => {
  t = await createTestApp({ QUEUE_MODE: "worker" });
  admin = await t.signedIn("admin");
  const account = await t.signedIn("customer", "lin.ledger@example.com");
  const id = await makeCustomer(t, { first_name: "Lin", last_name: "Reads", email: account.email });
  await t.database.db.update(customers).set({ profile_id: account.userId }).where(eq(customers.id, id));
  customer = { ...account, id };
});
afterAll(() => t.close());

const api = (method: "GET" | "POST", url: string, payload?: object, cookie = admin.cookie) =>
  t.request({ method, url, cookie, ...(payload ? { payload } : {}) });
const json = async (url: string, cookie = admin.cookie) => {
  const response = await api("GET", url, undefined, cookie);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

type TOp =
  | { type: "pay"; share: number }
  | { type: "mark-paid" }
  | { type: "refund"; share: number }
  | { type: "failed"; amount: number }
  | { type: "credit"; share: number };
const ops = fc.array(
  fc.oneof(
    fc.record({ type: fc.constant("pay" as const), share: fc.double({ min: 0.05, max: 1, noNaN: true }) }),
    fc.record({ type: fc.constant("mark-paid" as const) }),
    fc.record({ type: fc.constant("refund" as const), share: fc.double({ min: 0.05, max: 1, noNaN: true }) }),
    fc.record({ type: fc.constant("failed" as const), amount: fc.integer({ min: 100, max: 5000 }) }),
    fc.record({ type: fc.constant("credit" as const), share: fc.double({ min: 0.05, max: 1, noNaN: true }) }),
  ),
  { maxLength: 5 },
);
const history = fc.record({
  amount: fc.integer({ min: 1000, max: 30000 }),
  deposit: fc.integer({ min: 0, max: 15000 }),
  estimate: fc.boolean(),
  ops,
});

/** The unpaid invoices of the admin's list, every page. */
async function allUnpaid() {
  const items: { balance_due: number }[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: { balance_due: number }[]; next_cursor: string | null } = await json(
      `/api/admin/invoices?status=unpaid&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return items;
}

describe("every read model of a job's money", () => {
  it("reports the total and the balance the detail reports, whatever happened to the invoice", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(history, async ({ amount, deposit, estimate, ops }) => {
        run += 1;
        const title = `Ledger reads ${run} ${randomUUID().slice(0, 8)}`;
        const { jobId, bookingId } = await insertBookedJob(t, { customerId: customer.id, customerEmail: customer.email, title, totalAmount: amount, deposit });
        if (estimate)
          await insertEstimate(t, jobId, { items: [{ description: "Valve", quantity: 2, rate: 1875 }], labor_rate: 9000, hours: 1.5, at: new Date() });
        const done = await api("POST", `/api/admin/jobs/${jobId}/status`, { to: "completed", expected: "in_progress" });
        expect(done.statusCode, done.body).toBe(200);
        const invoice = (await invoiceOfJob(t, jobId))!;

        // The plain model: what came in, what went back, and whether the office marked it paid.
        let taken = deposit;
        let refunded = 0;
        let credited = 0;
        let marked = invoice.paid_at !== null;
        const due = () => Math.max(0, invoice.total - credited - taken + refunded);
        for (const op of ops as TOp[]) {
          if (op.type === "pay" && !marked && due() > 0) {
            const pay = Math.max(1, Math.floor(due() * op.share));
            const response = await api("POST", `/api/admin/invoices/${invoice.id}/payments`, { idempotency_key: randomUUID(), amount: pay, method: "cash" });
            expect(response.statusCode, response.body).toBe(200);
            if (pay === due()) marked = true;
            taken += pay;
          } else if (op.type === "mark-paid" && !marked && due() > 0) {
            expect((await api("POST", `/api/admin/invoices/${invoice.id}/mark-paid`)).statusCode).toBe(200);
            taken += due();
            marked = true;
          } else if (op.type === "refund" && taken - refunded > 0) {
            const back = Math.max(1, Math.floor((taken - refunded) * op.share));
            await insertPayment(t, { bookingId, kind: "refund", amount: back, userId: customer.userId });
            refunded += back;
          } else if (op.type === "credit" && invoice.total - credited > 0) {
            // A credit note (decision 0138): up to what is still creditable; one that leaves nothing due settles the invoice.
            const back = Math.max(1, Math.floor((invoice.total - credited) * op.share));
            const response = await api("POST", `/api/admin/invoices/${invoice.id}/credit-notes`, { amount: back, reason: "Goodwill" });
            expect(response.statusCode, response.body).toBe(200);
            credited += back;
            if (due() === 0) marked = true;
          } else if (op.type === "failed") {
            const id = await insertPayment(t, { bookingId, kind: "balance", amount: op.amount, status: "failed", userId: customer.userId });
            await t.database.db.update(payments).set({ invoice_id: invoice.id }).where(eq(payments.id, id));
          }
        }
        const expected = { total: invoice.total, balance_due: due(), status: marked ? "paid" : "unpaid" };

        const myList = await json("/api/me/invoices?limit=50", customer.cookie);
        expect(
          myList.items.find((item: { id: string }) => item.id === invoice.id),
          "My Invoices row",
        ).toMatchObject(expected);
        const myDetail = await json(`/api/me/invoices/${invoice.id}`, customer.cookie);
        expect(myDetail, "My Invoices detail").toMatchObject({ ...expected, ledger: { total: expected.total, due: expected.balance_due } });
        const adminList = await json(`/api/admin/invoices?q=${invoice.number}`);
        expect(
          adminList.items.find((item: { id: string }) => item.id === invoice.id),
          "admin list row",
        ).toMatchObject(expected);
        const adminDetail = await json(`/api/admin/invoices/${invoice.id}`);
        expect(adminDetail, "admin invoice").toMatchObject({ ...expected, ledger: { total: expected.total, due: expected.balance_due } });
        const booking = await json(`/api/me/bookings/${bookingId}`, customer.cookie);
        expect(booking, "booking details").toMatchObject({ remaining_balance: expected.balance_due, ledger: { total: expected.total } });
        const job = await json(`/api/admin/jobs/${jobId}`);
        expect(job.ledger, "admin job").toMatchObject({ total: expected.total, due: expected.balance_due });
        const page = await json(`/api/admin/customers/${customer.id}`);
        expect(
          page.invoices_history.items.find((item: { id: string }) => item.id === invoice.id),
          "customer page",
        ).toMatchObject(expected);
        expect(
          page.jobs_history.items.find((item: { id: string }) => item.id === jobId),
          "customer page's job",
        ).toMatchObject({ total_amount: expected.total });
        expect(
          page.bookings_history.items.find((item: { id: string }) => item.id === bookingId),
          "customer page's booking",
        ).toMatchObject({
          amount: expected.total,
        });

        const csv = parseCsv((await api("GET", `/api/admin/jobs/export.csv?q=${encodeURIComponent(title)}`)).rawPayload.toString("utf8").slice(1));
        const column = (name: string) => JOB_CSV_HEADER.indexOf(name as (typeof JOB_CSV_HEADER)[number]);
        expect(csv).toHaveLength(2);
        expect({ total: csv[1][column("Total ($)")], balance: csv[1][column("Balance Due ($)")] }, "CSV row").toEqual({
          total: (expected.total / 100).toFixed(2),
          balance: (expected.balance_due / 100).toFixed(2),
        });

        const reminders = await scheduledRepository(t.database.db).unpaidInvoices(new Date(0), new Date(Date.now() + 60_000));
        const reminder = reminders.find((row) => row.id === invoice.id);
        if (!marked && expected.balance_due > 0) expect(reminder, "reminder").toMatchObject({ total: expected.total, balance: expected.balance_due });
        else expect(reminder, "no reminder for what is paid").toBeUndefined();

        // The Unpaid card adds up what the unpaid rows of the list say.
        const summary = await json("/api/admin/invoices/summary");
        const unpaid = await allUnpaid();
        expect(summary.unpaid, "summary").toEqual({ count: unpaid.length, balance: unpaid.reduce((sum, item) => sum + item.balance_due, 0) });
      }),
      { numRuns: 20 },
    );
    // Twenty histories of a few requests each: seconds alone, more on a busy machine.
  }, 120_000);
});

describe("a page of ledgers", () => {
  it("is read in seven queries at most for fifty invoices, never one a row", async () => {
    let queries = 0;
    const db = t.database.db;
    // Every read of the loader starts with a select on its executor: count them.
    const counting = new Proxy(db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value === "function" && String(property).startsWith("select")) {
          return (...args: unknown[]) => {
            queries += 1;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return value;
      },
    });
    const repository = jobLedgerRepository(db);
    const ids = (await db.select({ id: invoices.id }).from(invoices).limit(50)).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(10);
    const one = await repository.sourcesMany("invoiceId", ids.slice(0, 1), counting);
    expect(queries).toBeGreaterThanOrEqual(5);
    queries = 0;
    const many = await repository.sourcesMany("invoiceId", ids, counting);
    // The anchors, jobs, bookings, invoices, estimates, payments and add-ons: seven at most.
    expect(queries).toBeLessThanOrEqual(7);
    expect(many.size).toBe(ids.length);
    // The page's sources of an invoice are the detail's.
    expect(many.get(ids[0]!)).toEqual(one.get(ids[0]!));
    expect(await repository.sources({ invoiceId: ids[5]! })).toEqual(many.get(ids[5]!));
  });
});
