import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { and, asc, eq, isNull, like } from "drizzle-orm";
import { emergencyTimelines, invoices, jobs, liveEvents, mailOutbox } from "../src/server/db/schema.ts";
import { formatMoney } from "../src/shared/i18n/format.ts";
import { makeTechnician } from "./setup/admin-jobs-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Decision 0158: the emergency timeline. Received at payment, assigned when the office gives the
// job a technician (whichever way), on the way and arrived by the assigned technician or an
// admin, done with the job; the promise's outcome written with the arrival.
let t: TTestApp;
let tess: Awaited<ReturnType<typeof makeTechnician>>;
let otto: Awaited<ReturnType<typeof makeTechnician>>;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  tess = await makeTechnician(t, { first_name: "Tess", last_name: "Tech" });
  otto = await makeTechnician(t, { first_name: "Otto", last_name: "Other" });
  admin = await t.signedIn("admin");
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

/** A guest pays the fee and sends the details: the booking, its job and its signed token. */
async function guestEmergency(cookie?: string) {
  const paid = await t.request({
    method: "POST",
    url: "/api/emergency/payments",
    payload: { idempotency_key: randomUUID(), is_test: true, customer_phone: "407-555-0100" },
    cookie,
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const { booking_id, resume_token } = paid.json();
  const completed = await t.request({ method: "PUT", url: `/api/emergency/bookings/${booking_id}`, payload: { ...details, resume_token }, cookie });
  expect(completed.statusCode, completed.body).toBe(200);
  return { bookingId: booking_id as string, jobId: completed.json().job_id as string, token: resume_token as string };
}

const readTimeline = (bookingId: string, options: { token?: string; cookie?: string } = {}) =>
  t.request({
    method: "GET",
    url: `/api/emergency/bookings/${bookingId}/timeline`,
    cookie: options.cookie,
    headers: options.token ? { "x-document-token": options.token } : {},
  });
const assign = (jobId: string, technicianId: string, expected: string | null = null) =>
  t.request({
    method: "POST",
    url: `/api/admin/jobs/${jobId}/assign`,
    cookie: admin.cookie,
    payload: { technician_id: technicianId, expected_technician_id: expected },
  });
const onMyWay = (jobId: string, cookie: string | undefined, scope: "technician" | "admin" = "technician", eta: unknown = 25) =>
  t.request({ method: "POST", url: `/api/${scope}/jobs/${jobId}/emergency/on-my-way`, cookie, payload: { eta_minutes: eta } });
const arrived = (jobId: string, cookie: string | undefined, scope: "technician" | "admin" = "technician") =>
  t.request({ method: "POST", url: `/api/${scope}/jobs/${jobId}/emergency/arrived`, cookie, payload: {} });

describe("the emergency timeline", () => {
  it("moves received → assigned → on the way → arrived → done, each with its time, the countdown from the server's clock", async () => {
    const { bookingId, jobId, token } = await guestEmergency();
    const first = await readTimeline(bookingId, { token });
    expect(first.statusCode, first.body).toBe(200);
    const received = first.json();
    expect(received).toMatchObject({ step: "received", job_id: jobId, technician: null, needs_details: false, outcome: null });
    // The page names the booking in its own language (bookingReference): the API sends the id alone.
    expect(received).not.toHaveProperty("reference");
    expect(new Date(received.due_at).getTime() - new Date(received.received_at).getTime()).toBe(2 * 60 * 60_000);
    expect(Math.abs(new Date(received.now).getTime() - Date.now())).toBeLessThan(60_000);

    // Too early: not yet assigned, so not on the way.
    expect((await onMyWay(jobId, admin.cookie, "admin")).statusCode).toBe(409);

    expect((await assign(jobId, tess.id)).statusCode).toBe(200);
    const assigned = (await readTimeline(bookingId, { token })).json();
    expect(assigned).toMatchObject({ step: "assigned", technician: { name: "Tess Tech", photo_url: null } });
    expect(assigned.assigned_at).not.toBeNull();

    // Arrived before On my way is the wrong order.
    expect((await arrived(jobId, tess.cookie)).statusCode).toBe(409);

    const way = await onMyWay(jobId, tess.cookie, "technician", 25);
    expect(way.statusCode, way.body).toBe(200);
    expect(way.json()).toMatchObject({ step: "on_the_way", eta_minutes: 25 });
    expect(new Date(way.json().arrival_estimate).getTime() - new Date(way.json().set_off_at).getTime()).toBe(25 * 60_000);
    // Twice is refused: it is already on the way.
    expect((await onMyWay(jobId, tess.cookie)).statusCode).toBe(409);

    const there = await arrived(jobId, tess.cookie);
    expect(there.statusCode, there.body).toBe(200);
    expect(there.json()).toMatchObject({ step: "arrived", arrival_estimate: null, outcome: { kept: true } });
    expect((await arrived(jobId, tess.cookie)).statusCode).toBe(409);

    await t.database.db.update(jobs).set({ status: "completed", completed_at: new Date() }).where(eq(jobs.id, jobId));
    const done = (await readTimeline(bookingId, { token })).json();
    expect(done.step).toBe("done");
    expect(done.done_at).not.toBeNull();
  });

  it("records a late arrival as a promise missed by the minutes late", async () => {
    const { bookingId, jobId } = await guestEmergency();
    await assign(jobId, tess.id);
    expect((await onMyWay(jobId, tess.cookie)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(emergencyTimelines).where(eq(emergencyTimelines.booking_id, bookingId));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(row!.due_at.getTime() + 14 * 60_000 + 10_000));
    const late = await arrived(jobId, tess.cookie);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().outcome).toEqual({ kept: false, minutes: 15 });
  });

  it("admits only the assigned technician and admins to move it: another technician 403, a customer 403, signed out 401", async () => {
    const { jobId } = await guestEmergency();
    await assign(jobId, tess.id);
    const customer = await t.signedIn("customer");
    expect((await onMyWay(jobId, undefined)).statusCode).toBe(401);
    expect((await onMyWay(jobId, undefined, "admin")).statusCode).toBe(401);
    expect((await onMyWay(jobId, customer.cookie)).statusCode).toBe(403);
    expect((await onMyWay(jobId, customer.cookie, "admin")).statusCode).toBe(403);
    expect((await onMyWay(jobId, tess.cookie, "admin")).statusCode).toBe(403);
    const other = await onMyWay(jobId, otto.cookie);
    expect(other.statusCode, other.body).toBe(403);
    expect((await arrived(jobId, otto.cookie)).statusCode).toBe(403);
    expect((await t.request({ method: "GET", url: `/api/technician/jobs/${jobId}/emergency`, cookie: otto.cookie })).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(emergencyTimelines).where(eq(emergencyTimelines.job_id, jobId));
    expect(row!.set_off_at).toBeNull();

    // An admin may move it for the technician.
    expect((await onMyWay(jobId, admin.cookie, "admin", 10)).statusCode).toBe(200);
    expect((await arrived(jobId, admin.cookie, "admin")).statusCode).toBe(200);
  });

  it("refuses a bad estimate with the field, and a job that is no emergency with 404", async () => {
    const { jobId } = await guestEmergency();
    await assign(jobId, tess.id);
    for (const eta of [0, 241, 2.5, "soon"]) {
      const response = await onMyWay(jobId, tess.cookie, "technician", eta);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0].field).toBe("eta_minutes");
    }
    expect((await onMyWay(randomUUID(), admin.cookie, "admin")).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: `/api/technician/jobs/${randomUUID()}/emergency`, cookie: tess.cookie })).json()).toBeNull();
  });

  it("a reassignment starts the way there afresh for the new technician", async () => {
    const { bookingId, jobId, token } = await guestEmergency();
    await assign(jobId, tess.id);
    expect((await onMyWay(jobId, tess.cookie)).statusCode).toBe(200);
    expect((await assign(jobId, otto.id, tess.id)).statusCode).toBe(200);
    expect((await readTimeline(bookingId, { token })).json()).toMatchObject({ step: "assigned", set_off_at: null, technician: { name: "Otto Other" } });
    expect((await onMyWay(jobId, tess.cookie)).statusCode).toBe(403);
    expect((await onMyWay(jobId, otto.cookie)).statusCode).toBe(200);
  });

  it("is read by its paying account, an admin, or its token's holder; anyone else 403", async () => {
    const owner = await t.signedIn("customer");
    const { bookingId } = await guestEmergency(owner.cookie);
    const other = await guestEmergency();
    const stranger = await t.signedIn("customer");
    expect((await readTimeline(bookingId, { cookie: owner.cookie })).statusCode).toBe(200);
    expect((await readTimeline(bookingId, { cookie: admin.cookie })).statusCode).toBe(200);
    expect((await readTimeline(bookingId)).statusCode).toBe(403);
    expect((await readTimeline(randomUUID(), { token: other.token })).statusCode).toBe(404);
    expect((await readTimeline(bookingId, { cookie: stranger.cookie })).statusCode).toBe(403);
    expect((await readTimeline(bookingId, { token: other.token })).statusCode).toBe(403);
    expect((await readTimeline(bookingId, { token: `${bookingId}.${other.token.split(".")[1]}` })).statusCode).toBe(403);
    expect((await readTimeline(bookingId, { token: other.token, cookie: tess.cookie })).statusCode).toBe(403);
  });

  it("publishes each move to the admins, the technician, the customer and the guest's emergency stream", async () => {
    const { bookingId, jobId } = await guestEmergency();
    await assign(jobId, tess.id);
    await onMyWay(jobId, tess.cookie);
    const events = await t.database.db.select().from(liveEvents).where(eq(liveEvents.type, "emergency.changed")).orderBy(asc(liveEvents.id));
    const mine = events.filter((event) => (event.payload as { booking_id: string }).booking_id === bookingId);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    const last = mine.at(-1)!;
    expect(last.audience).toEqual(expect.arrayContaining(["admin", `emergency:${bookingId}`, `technician:${tess.userId}`]));
  });
});

// Decision 0138: a missed promise's fee is credited on the visit's invoice, once, and the customer told.
describe("the missed promise's credit", () => {
  /** An emergency on the way, its technician arriving `lateMs` after the promise (negative: early). */
  async function arriveAt(lateMs: number) {
    const emergency = await guestEmergency();
    await assign(emergency.jobId, tess.id);
    expect((await onMyWay(emergency.jobId, tess.cookie)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(emergencyTimelines).where(eq(emergencyTimelines.booking_id, emergency.bookingId));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(row!.due_at.getTime() + lateMs));
    const response = await arrived(emergency.jobId, tess.cookie);
    vi.useRealTimers();
    return { ...emergency, response };
  }
  const creditMails = (bookingId: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "emergency-promise-credit"), like(mailOutbox.text, `%${bookingId}%`)));
  /** The office prices and completes the job: its invoice is issued in the same transaction. */
  async function complete(jobId: string) {
    const [job] = await t.database.db.update(jobs).set({ total_amount: 15000 }).where(eq(jobs.id, jobId)).returning({ status: jobs.status });
    const move = (from: string, to: string) =>
      t.request({ method: "POST", url: `/api/admin/jobs/${jobId}/status`, cookie: admin.cookie, payload: { to, expected: from } });
    if (job!.status === "scheduled") expect((await move("scheduled", "in_progress")).statusCode).toBe(200);
    const done = await move("in_progress", "completed");
    expect(done.statusCode, done.body).toBe(200);
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.job_id, jobId), isNull(invoices.voided_at)));
    return invoice!;
  }

  it("credits the fee when the technician arrives late: remembered until the invoice, on it once, and on a new one after a void", async () => {
    const { bookingId, jobId, token, response } = await arriveAt(20 * 60_000);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ outcome: { kept: false, minutes: 20 }, fee_credit: 2500 });
    expect((await readTimeline(bookingId, { token })).json().fee_credit).toBe(2500);
    // A retried Arrived changes nothing.
    expect((await arrived(jobId, tess.cookie)).statusCode).toBe(409);
    const mails = await creditMails(bookingId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "gail@example.com", subject: "We missed our 2-hour promise: your $25.00 emergency fee is credited" });
    expect(mails[0]!.text).toContain("will be credited on the invoice for this visit");

    // $150 + 7.5 % = $161.25, the $25 fee paid, the $25 credited: $111.25 due.
    const invoice = await complete(jobId);
    const detail = (await t.request({ method: "GET", url: `/api/admin/invoices/${invoice.id}`, cookie: admin.cookie })).json();
    expect(detail.credit_notes).toMatchObject([{ amount: 2500, reason: "Emergency promise missed", kind: "missed_promise", created_by_name: null }]);
    expect(detail).toMatchObject({ total: 16125, balance_due: 11125, ledger: { credited: 2500, paid: 2500 } });

    // Voided and billed again: the new invoice carries the credit too, and the job's ledger counts it once.
    expect(
      (await t.request({ method: "POST", url: `/api/admin/invoices/${invoice.id}/void`, cookie: admin.cookie, payload: { reason: "Wrong hours" } })).statusCode,
    ).toBe(200);
    const again = await t.request({ method: "POST", url: "/api/admin/invoices", cookie: admin.cookie, payload: { job_id: jobId } });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ balance_due: 11125, credit_notes: [{ amount: 2500, kind: "missed_promise" }] });
    const job = (await t.request({ method: "GET", url: `/api/admin/jobs/${jobId}`, cookie: admin.cookie })).json();
    expect(job.ledger).toMatchObject({ credited: 2500, due: 11125 });
  });

  it("credits the live invoice at once when the job was billed before the arrival was recorded", async () => {
    const emergency = await guestEmergency();
    await assign(emergency.jobId, tess.id);
    expect((await onMyWay(emergency.jobId, tess.cookie)).statusCode).toBe(200);
    const invoice = await complete(emergency.jobId);
    // The office completed the job first; the timeline is set back to on the way, as if Arrived was tapped before.
    const [row] = await t.database.db
      .update(emergencyTimelines)
      .set({ done_at: null })
      .where(eq(emergencyTimelines.booking_id, emergency.bookingId))
      .returning({ due_at: emergencyTimelines.due_at });
    await t.database.db.update(jobs).set({ status: "in_progress" }).where(eq(jobs.id, emergency.jobId));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(row!.due_at.getTime() + 5 * 60_000));
    expect((await arrived(emergency.jobId, tess.cookie)).statusCode).toBe(200);
    vi.useRealTimers();
    const detail = (await t.request({ method: "GET", url: `/api/admin/invoices/${invoice.id}`, cookie: admin.cookie })).json();
    expect(detail.credit_notes).toMatchObject([{ amount: 2500, kind: "missed_promise" }]);
    const [mail] = await creditMails(emergency.bookingId);
    expect(mail!.text).toContain(`is credited to invoice INV-`);
  });

  it("tells a guest who paid from a Spanish page in Spanish, and one from an English page in English", async () => {
    const spanish = await guestEmergency("homefix_locale=es");
    await assign(spanish.jobId, tess.id);
    expect((await onMyWay(spanish.jobId, tess.cookie)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(emergencyTimelines).where(eq(emergencyTimelines.booking_id, spanish.bookingId));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(row!.due_at.getTime() + 15 * 60_000));
    expect((await arrived(spanish.jobId, tess.cookie)).statusCode).toBe(200);
    vi.useRealTimers();
    const [mail] = await creditMails(spanish.bookingId);
    expect(mail!.subject).toBe(`No cumplimos nuestra promesa de 2 horas: le acreditamos el cargo de emergencia de ${formatMoney(2500, "es")}`);
    expect(mail!.text).toContain("Su técnico llegó 15 min después de las 2 horas que le prometimos.");
    expect(mail!.text).toContain("se acreditará en la factura de esta visita");
    expect(mail!.text).toContain("Siga aquí su visita de emergencia:");
    expect(mail!.text).not.toContain("We are sorry");
  });

  it("credits nothing on time, with the setting off, or for an emergency the customer cancelled", async () => {
    const onTime = await arriveAt(-60_000);
    expect(onTime.response.json()).toMatchObject({ outcome: { kept: true }, fee_credit: null });
    expect(await creditMails(onTime.bookingId)).toHaveLength(0);

    const cancelled = await guestEmergency();
    await assign(cancelled.jobId, tess.id);
    expect((await onMyWay(cancelled.jobId, tess.cookie)).statusCode).toBe(200);
    await t.database.db.update(jobs).set({ status: "cancelled" }).where(eq(jobs.id, cancelled.jobId));
    expect((await arrived(cancelled.jobId, tess.cookie)).statusCode).toBe(409);
    const [cancelledRow] = await t.database.db.select().from(emergencyTimelines).where(eq(emergencyTimelines.booking_id, cancelled.bookingId));
    expect(cancelledRow!.fee_credit).toBeNull();

    const read = (await t.request({ method: "GET", url: "/api/admin/settings", cookie: admin.cookie })).json();
    const off = await t.request({
      method: "PUT",
      url: "/api/admin/settings",
      cookie: admin.cookie,
      payload: { settings: { ...read.settings, emergency_promise_credit: false }, version: read.version },
    });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const late = await arriveAt(30 * 60_000);
      expect(late.response.json()).toMatchObject({ outcome: { kept: false }, fee_credit: null });
      expect(await creditMails(late.bookingId)).toHaveLength(0);
    } finally {
      const now = (await t.request({ method: "GET", url: "/api/admin/settings", cookie: admin.cookie })).json();
      await t.request({
        method: "PUT",
        url: "/api/admin/settings",
        cookie: admin.cookie,
        payload: { settings: { ...now.settings, emergency_promise_credit: true }, version: now.version },
      });
    }
  });
});
