import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, inArray, like } from "drizzle-orm";
import pino from "pino";
import { bookings, emergencyTimelines, notifications } from "../src/server/db/schema.ts";
import { createScheduler } from "../src/server/modules/scheduled/scheduled-tasks.ts";
import { scheduledRepository } from "../src/server/modules/scheduled/scheduled.repository.ts";
import { documentLinks } from "../src/server/modules/documents/document-links.ts";
import { createNotifier, type TNotifier } from "../src/server/modules/notifications/notifier.ts";
import type { TMail, TMailer } from "../src/server/mail/mailer.ts";
import { DEFAULT_BUSINESS_SETTINGS } from "../src/shared/schemas/settings.ts";
import type { TAdminHome } from "../src/shared/schemas/admin-home.ts";
import { makeTechnician } from "./setup/admin-jobs-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// The 2-hour promise's escalations on the queue's sweep, each told to the admins exactly once,
// and the promise's outcome on the admin home.
let t: TTestApp;
let admins: { cookie: string; userId: string; email: string }[];
let tess: Awaited<ReturnType<typeof makeTechnician>>;
const sent: TMail[] = [];
const mailer: TMailer = { enqueue: async (mail) => void sent.push("render" in mail ? mail.render() : mail) };

const notifierFor = () =>
  createNotifier({ mailer, publicUrl: t.config.PUBLIC_URL, mailLater: () => Promise.reject(new Error("the escalations are mailed at once")) });
const sweeper = (notifier: TNotifier = notifierFor()) =>
  createScheduler({
    repository: scheduledRepository(t.database.db),
    mailer,
    notifier,
    links: documentLinks({ secret: t.config.authSecret, link: (path) => new URL(path, t.config.PUBLIC_URL).toString() }),
    schedule: async () => DEFAULT_BUSINESS_SETTINGS.schedule,
    log: pino({ level: "silent" }),
  });

beforeAll(async () => {
  // Nothing in this process runs the queue's own sweep: the tests sweep with their own clock.
  t = await createTestApp({ QUEUE_MODE: "worker" });
  admins = [await t.signedIn("admin"), await t.signedIn("admin")];
  tess = await makeTechnician(t, { first_name: "Tess", last_name: "Tech" });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const details = {
  customer_name: "Gail Guest",
  customer_phone: "407-555-0123",
  customer_email: "gail@example.com",
  service_address: "400 Lake Ave",
  service_city: "Kissimmee",
  service_state: "FL",
  service_zip: "34741",
  response_time: "ASAP (Within 2 hours)",
  description: "Water coming through the ceiling",
};

/** A guest pays the fee and sends the details: the booking, its job, and when it was received. */
async function emergency(name = "Gail Guest") {
  const paid = await t.request({
    method: "POST",
    url: "/api/emergency/payments",
    payload: { idempotency_key: randomUUID(), is_test: true, customer_phone: "407-555-0100" },
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const { booking_id, resume_token } = paid.json();
  const completed = await t.request({
    method: "PUT",
    url: `/api/emergency/bookings/${booking_id}`,
    payload: { ...details, customer_name: name, resume_token },
  });
  expect(completed.statusCode, completed.body).toBe(200);
  const [row] = await t.database.db.select().from(emergencyTimelines).where(eq(emergencyTimelines.booking_id, booking_id));
  return { bookingId: booking_id as string, jobId: completed.json().job_id as string, receivedAt: row!.received_at };
}
const admin = () => admins[0].cookie;
const assign = (jobId: string) =>
  t.request({ method: "POST", url: `/api/admin/jobs/${jobId}/assign`, cookie: admin(), payload: { technician_id: tess.id, expected_technician_id: null } });
const onMyWay = (jobId: string) =>
  t.request({ method: "POST", url: `/api/admin/jobs/${jobId}/emergency/on-my-way`, cookie: admin(), payload: { eta_minutes: 20 } });
const arrive = (jobId: string) => t.request({ method: "POST", url: `/api/admin/jobs/${jobId}/emergency/arrived`, cookie: admin(), payload: {} });

/** The admins' escalation notices about one customer, by kind. */
async function escalations(name: string) {
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        like(notifications.kind, "emergency-%"),
        inArray(notifications.kind, ["emergency-unassigned", "emergency-not-on-the-way", "emergency-not-arrived"]),
        inArray(
          notifications.user_id,
          admins.map((a) => a.userId),
        ),
        like(notifications.body, `${name}%`),
      ),
    );
  return rows.map((row) => row.kind).sort();
}
const after = (receivedAt: Date, minutes: number) => new Date(receivedAt.getTime() + minutes * 60_000);
/** Two processes sweep at the same instant, twice (a retry): the work must be done once. */
async function sweepEverywhere(now: Date) {
  const [a, b] = [sweeper(), sweeper()];
  await Promise.all([a.runDue(now), b.runDue(now)]);
  await Promise.all([a.runDue(now), b.runDue(now)]);
}

describe("the promise's outcome on the admin home", () => {
  it("shows the recent outcomes and this month's share kept, counted on the server", async () => {
    // Mid-month on the business's clock, so every emergency below is this month's.
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date("2026-06-15T15:00:00Z");
    vi.setSystemTime(start);
    const kept = await emergency("Kim Kept");
    await assign(kept.jobId);
    await onMyWay(kept.jobId);
    vi.setSystemTime(after(start, 50));
    expect((await arrive(kept.jobId)).statusCode).toBe(200);

    vi.setSystemTime(start);
    const late = await emergency("Lou Late");
    await assign(late.jobId);
    await onMyWay(late.jobId);
    const waiting = await emergency("Wes Waiting");
    const cancelled = await emergency("Cy Cancelled");
    await t.database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, cancelled.bookingId));
    // The others still within their 2 hours: undecided.
    vi.setSystemTime(after(start, 100));
    let home = (await t.request({ method: "GET", url: "/api/admin/home", cookie: admin() })).json() as TAdminHome;
    expect(home.promise).toMatchObject({ month: "2026-06", kept: 1, missed: 0, decided: 1, percent: 100 });

    vi.setSystemTime(after(start, 135));
    expect((await arrive(late.jobId)).statusCode).toBe(200);

    // Past the 2 hours: the late arrival and the one nobody reached are missed.
    vi.setSystemTime(after(start, 140));
    const response = await t.request({ method: "GET", url: "/api/admin/home", cookie: admin() });
    expect(response.statusCode, response.body).toBe(200);
    home = response.json();
    expect(home.promise).toMatchObject({ month: "2026-06", kept: 1, missed: 2, decided: 3, percent: 33 });
    expect(home.promise.recent.map((row) => [row.customer_name, row.kept, row.minutes])).toEqual([
      // Newest first: Lou's arrival (135 min) after Wes's promise ran out (120 min).
      ["Lou Late", false, 15],
      ["Wes Waiting", false, 20],
      ["Kim Kept", true, 70],
    ]);
    expect(home.promise.recent[1].arrived_at).toBeNull();
    void waiting;
  });

  it("is read by admins only: signed out 401, a customer or technician 403", async () => {
    expect((await t.request({ method: "GET", url: "/api/admin/home" })).statusCode).toBe(401);
    const customer = await t.signedIn("customer");
    expect((await t.request({ method: "GET", url: "/api/admin/home", cookie: customer.cookie })).statusCode).toBe(403);
    expect((await t.request({ method: "GET", url: "/api/admin/home", cookie: tess.cookie })).statusCode).toBe(403);
  });
});

describe("the escalations", () => {
  it("raises each alarm at its minute while its step is not reached, once each, bell and mail", async () => {
    const { jobId, receivedAt } = await emergency("Una Unassigned");
    await sweepEverywhere(after(receivedAt, 29));
    expect(await escalations("Una Unassigned")).toEqual([]);
    await sweepEverywhere(after(receivedAt, 30));
    expect(await escalations("Una Unassigned")).toEqual(["emergency-unassigned", "emergency-unassigned"]);
    expect(sent.filter((mail) => mail.kind === "notice-emergency-unassigned" && admins.some((a) => a.email === mail.to))).toHaveLength(2);

    await assign(jobId);
    await sweepEverywhere(after(receivedAt, 59));
    expect(await escalations("Una Unassigned")).toHaveLength(2);
    await sweepEverywhere(after(receivedAt, 60));
    await sweepEverywhere(after(receivedAt, 61));
    expect(await escalations("Una Unassigned")).toEqual([
      "emergency-not-on-the-way",
      "emergency-not-on-the-way",
      "emergency-unassigned",
      "emergency-unassigned",
    ]);

    await onMyWay(jobId);
    await sweepEverywhere(after(receivedAt, 109));
    expect(await escalations("Una Unassigned")).toHaveLength(4);
    await sweepEverywhere(after(receivedAt, 110));
    await sweepEverywhere(after(receivedAt, 118));
    const kinds = await escalations("Una Unassigned");
    expect(kinds.filter((kind) => kind === "emergency-not-arrived")).toHaveLength(2);
    expect(kinds).toHaveLength(6);
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, "emergency-not-arrived"), like(notifications.body, "Una Unassigned%")));
    expect(notice).toMatchObject({ title: "Emergency: 2-hour promise about to be missed", link: `/admin/jobs?job=${jobId}` });
    expect(notice!.body).toContain("10 min left");
  });

  it("tells a sweep that finds every alarm due at once the furthest only, and never the others later", async () => {
    const { receivedAt } = await emergency("Otto Outage");
    await sweepEverywhere(after(receivedAt, 112));
    await sweepEverywhere(after(receivedAt, 130));
    expect(await escalations("Otto Outage")).toEqual(["emergency-not-arrived", "emergency-not-arrived"]);
  });

  it("sends nothing for a cancelled emergency or one the technician has reached", async () => {
    const cancelled = await emergency("Cass Cancelled");
    await t.database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, cancelled.bookingId));
    const reached = await emergency("Ray Reached");
    await assign(reached.jobId);
    await onMyWay(reached.jobId);
    expect((await arrive(reached.jobId)).statusCode).toBe(200);
    await sweepEverywhere(after(cancelled.receivedAt, 115));
    expect(await escalations("Cass Cancelled")).toEqual([]);
    expect(await escalations("Ray Reached")).toEqual([]);
  });

  it("a sweep that fails after claiming tells nothing and leaves the alarm to the retry, which tells it once", async () => {
    const { receivedAt } = await emergency("Remy Retry");
    const real = notifierFor();
    let failures = 1;
    const flaky: TNotifier = {
      ...real,
      admins: async (tx, notice) => {
        await real.admins(tx, notice);
        if (failures-- > 0) throw new Error("the mail queue went away");
      },
    };
    await sweeper(flaky).runDue(after(receivedAt, 31));
    expect(await escalations("Remy Retry")).toEqual([]);
    await Promise.all([sweeper(flaky).runDue(after(receivedAt, 31)), sweeper().runDue(after(receivedAt, 31))]);
    await sweepEverywhere(after(receivedAt, 32));
    expect(await escalations("Remy Retry")).toEqual(["emergency-unassigned", "emergency-unassigned"]);
  });
});
