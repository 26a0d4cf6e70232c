import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";
import { insertJob, jobForm, makeCustomer, makeTechnician } from "./setup/admin-jobs-fixtures.ts";
import { listening, openStream, type TStream } from "./setup/sse-client.ts";
import { publish } from "../src/server/realtime/publish.ts";
import { audience } from "../src/shared/rules/live-audience.ts";
import { profiles } from "../src/server/db/schema.ts";
import { eq } from "drizzle-orm";

// Decision 0072: the stream, its per-event access rule, and its resume.

let t: TTestApp;
let base: string;
let admin: { cookie: string; userId: string };
let techA: Awaited<ReturnType<typeof makeTechnician>>;
let techB: Awaited<ReturnType<typeof makeTechnician>>;
let customerX: { cookie: string; userId: string; email: string };
let customerY: { cookie: string; userId: string; email: string };
let customerXId: string;
const streams: TStream[] = [];

const stream = async (path: string, headers: Record<string, string> = {}) => {
  const opened = await openStream(`${base}${path}`, headers);
  streams.push(opened);
  return opened;
};
const asUser = (cookie: string, headers: Record<string, string> = {}) => stream("/api/events", { cookie, ...headers });

/** An event only this account will get: whatever it got before this was already delivered. */
async function sentinel(userId: string) {
  await publish(t.database.db, { type: "notification.read", payload: {}, audience: [audience.user(userId)] });
}

beforeAll(async () => {
  t = await createTestApp({ LIVE_HEARTBEAT_SECONDS: "1" });
  base = await listening(t.app);
  admin = await t.signedIn("admin");
  techA = await makeTechnician(t, { first_name: "Ada", last_name: "Amps" });
  techB = await makeTechnician(t, { first_name: "Bo", last_name: "Bolt" });
  customerX = await t.signedIn("customer");
  customerY = await t.signedIn("customer");
  customerXId = await makeCustomer(t, { first_name: "Xena", last_name: "Ex", email: customerX.email });
});
afterAll(async () => {
  for (const open of streams) open.close();
  await t.close();
});

describe("GET /api/events", () => {
  it("refuses a signed-out visitor", async () => {
    const response = await fetch(`${base}/api/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("sends each event only to those it is addressed to, checked per event", async () => {
    const [toAdmin, toA, toB, toX, toY] = await Promise.all([
      asUser(admin.cookie),
      asUser(techA.cookie),
      asUser(techB.cookie),
      asUser(customerX.cookie),
      asUser(customerY.cookie),
    ]);
    for (const open of [toAdmin, toA, toB, toX, toY]) expect(open.status).toBe(200);
    const created = await t.request({
      method: "POST",
      url: "/api/admin/jobs",
      cookie: admin.cookie,
      payload: jobForm(customerXId, { technician_id: techA.id }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const jobId = created.json().id as string;
    const isJob = (event: { event: string; data: Record<string, unknown> }) => event.event === "job.changed" && event.data.job_id === jobId;

    await toAdmin.waitFor(isJob);
    await toA.waitFor(isJob);
    await toX.waitFor(isJob);
    // Technician A and the customer also got their notifications, live.
    await toA.waitFor((event) => event.event === "notification.created");
    await toX.waitFor((event) => event.event === "notification.created");

    await Promise.all([sentinel(techB.userId), sentinel(customerY.userId)]);
    await toB.waitFor((event) => event.event === "notification.read");
    await toY.waitFor((event) => event.event === "notification.read");
    expect(toB.real().filter((event) => event.event !== "notification.read")).toEqual([]);
    expect(toY.real().filter((event) => event.event !== "notification.read")).toEqual([]);
    // The payload names the job, never the customer.
    expect(toAdmin.events.find(isJob)!.data).toEqual({ job_id: jobId, op: "created", status: "pending" });

    // Moved to technician B: A hears it is gone, B that it is theirs.
    const moved = await t.request({
      method: "PUT",
      url: `/api/admin/jobs/${jobId}`,
      cookie: admin.cookie,
      payload: { ...jobForm(customerXId, { technician_id: techB.id }), expected_status: "pending" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await toA.waitFor((event) => isJob(event) && event.data.op === "updated");
    await toB.waitFor((event) => isJob(event) && event.data.op === "updated");
  });

  it("tells the admins and the invoice's customer, and no one else, when an invoice is issued, credited and paid", async () => {
    const [toAdmin, toX, toY] = await Promise.all([asUser(admin.cookie), asUser(customerX.cookie), asUser(customerY.cookie)]);
    const jobId = await insertJob(t, { customer_id: customerXId, status: "completed", completed_at: new Date(), total_amount: 12550 });
    const issued = await t.request({ method: "POST", url: "/api/admin/invoices", cookie: admin.cookie, payload: { job_id: jobId } });
    expect(issued.statusCode, issued.body).toBe(201);
    const invoiceId = issued.json().id as string;
    const isInvoice = (event: { event: string; data: Record<string, unknown> }) => event.event === "invoice.changed" && event.data.invoice_id === invoiceId;
    const heard = () => toX.events.filter(isInvoice).length;

    await toAdmin.waitFor(isInvoice);
    await toX.waitFor(isInvoice);
    // The payload names the invoice and its job, never the customer.
    expect(toX.events.find(isInvoice)!.data).toEqual({ invoice_id: invoiceId, job_id: jobId });

    const afterIssue = heard();
    const credited = await t.request({
      method: "POST",
      url: `/api/admin/invoices/${invoiceId}/credit-notes`,
      cookie: admin.cookie,
      payload: { amount: 1000, reason: "Arrived late" },
    });
    expect(credited.statusCode, credited.body).toBe(200);
    await expect.poll(heard).toBeGreaterThan(afterIssue);

    const afterCredit = heard();
    const paid = await t.request({ method: "POST", url: `/api/admin/invoices/${invoiceId}/mark-paid`, cookie: admin.cookie });
    expect(paid.statusCode, paid.body).toBe(200);
    await expect.poll(heard).toBeGreaterThan(afterCredit);

    await sentinel(customerY.userId);
    await toY.waitFor((event) => event.event === "notification.read");
    expect(toY.events.filter((event) => event.event === "invoice.changed")).toEqual([]);
    // An account keeps two streams open at most: these make room for the next tests'.
    for (const open of [toAdmin, toX, toY]) open.close();
  });

  it("resumes after Last-Event-ID without losing or repeating an event", async () => {
    const first = await asUser(admin.cookie);
    const customer = await makeCustomer(t, { first_name: "Rae", last_name: "Sume" });
    const make = async (title: string) => {
      const response = await t.request({ method: "POST", url: "/api/admin/jobs", cookie: admin.cookie, payload: jobForm(customer, { title }) });
      expect(response.statusCode).toBe(201);
      return response.json().id as string;
    };
    const one = await make("Resume one");
    const seen = await first.waitFor((event) => event.data.job_id === one);
    first.close();
    const two = await make("Resume two");
    const three = await make("Resume three");

    const again = await asUser(admin.cookie, { "last-event-id": seen.id! });
    await again.waitFor((event) => event.data.job_id === three);
    const jobIds = again.real().map((event) => event.data.job_id);
    expect(jobIds.filter((id) => id === one)).toEqual([]);
    expect(jobIds.indexOf(two)).toBeLessThan(jobIds.indexOf(three));
    expect(jobIds.filter((id) => id === two)).toHaveLength(1);
  });

  it("tells a client whose last event is unknown to read afresh", async () => {
    const open = await asUser(admin.cookie, { "last-event-id": "1-999999999" });
    await open.waitFor((event) => event.event === "live.reset");
    const garbled = await asUser(admin.cookie, { "last-event-id": "not-a-position" });
    await garbled.waitFor((event) => event.event === "live.reset");
  });

  it("never skips an event of a transaction that commits after a newer one", async () => {
    const open = await asUser(admin.cookie);
    const slow = new pg.Client({ connectionString: t.database.url });
    await slow.connect();
    try {
      await slow.query("begin");
      await slow.query(
        `insert into live_events (type, payload, audience) values ('quote.changed', '{"quote_id":"00000000-0000-4000-8000-000000000001"}', '{admin}')`,
      );
      await slow.query(`select pg_notify('live_events', '')`);
      // A newer transaction commits first.
      await publish(t.database.db, { type: "quote.changed", payload: { quote_id: "00000000-0000-4000-8000-000000000002" }, audience: [audience.admins] });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(open.real().filter((event) => event.event === "quote.changed")).toEqual([]);
      await slow.query("commit");
      await open.waitFor((event) => event.data.quote_id === "00000000-0000-4000-8000-000000000002");
      expect(open.real().map((event) => event.data.quote_id)).toEqual(["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002"]);
    } finally {
      await slow.end();
    }
  });

  it("listens again after its connection is cut, and catches up", async () => {
    const open = await asUser(admin.cookie);
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen live_events' and datname = current_database()`,
    );
    await expect.poll(() => t.app.live.listening(), { timeout: 5_000 }).toBe(false);
    await publish(t.database.db, { type: "quote.changed", payload: { quote_id: "00000000-0000-4000-8000-000000000003" }, audience: [audience.admins] });
    await open.waitFor((event) => event.data.quote_id === "00000000-0000-4000-8000-000000000003", 15_000);
    // The event may be read by the catch-up before the new LISTEN is in place; it gets there.
    await expect.poll(() => t.app.live.listening(), { timeout: 15_000 }).toBe(true);
  });

  it("beats with its position, and ends a stream whose session was signed out or whose role changed", async () => {
    const customer = await t.signedIn("customer");
    const open = await asUser(customer.cookie);
    const beat = await open.waitFor((event) => event.event === "live.heartbeat", 5_000);
    expect(beat.id).toMatch(/^\d+-\d+$/);
    await t.request({ method: "POST", url: "/api/auth/sign-out", cookie: customer.cookie, payload: {} });
    await expect.poll(() => open.ended(), { timeout: 5_000 }).toBe(true);

    const promoted = await t.signedIn("customer");
    const before = await asUser(promoted.cookie);
    await t.database.db.update(profiles).set({ role: "technician" }).where(eq(profiles.id, promoted.userId));
    await expect.poll(() => before.ended(), { timeout: 5_000 }).toBe(true);
  });
});
