import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { customers, estimates, jobs, liveEvents, mailOutbox, notifications, roomMeasurements } from "../src/server/db/schema.ts";
import { ALREADY_DECIDED, NO_CUSTOMER_INFORMATION, NOT_AWAITING_DECISION } from "../src/server/modules/estimates/estimates.service.ts";
import { insertJob, makeCustomer, makeTechnician, storedJob } from "./setup/admin-jobs-fixtures.ts";
import { insertBookedJob, invoiceOfJob } from "./setup/billing-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Rooms and estimates on the technician's own jobs; the server's figures; sending;
// the customer's approval (idempotent, the job's customer only); a replayed write done once.
let t: TTestApp;
let tech: { id: string; cookie: string; userId: string };
let otherTech: { id: string; cookie: string };
let admin: { cookie: string; userId: string };
let customer: { id: string; cookie: string; userId: string; email: string };
let stranger: { cookie: string };

beforeAll(async () => {
  t = await createTestApp({ QUEUE_MODE: "worker" });
  tech = await makeTechnician(t, { first_name: "Tess", last_name: "Tech" });
  otherTech = await makeTechnician(t, { first_name: "Otto", last_name: "Other" });
  admin = await t.signedIn("admin");
  const account = await t.signedIn("customer");
  const id = await makeCustomer(t, { first_name: "Grace", last_name: "Hopper", email: account.email });
  await t.database.db.update(customers).set({ profile_id: account.userId }).where(eq(customers.id, id));
  customer = { id, ...account };
  stranger = await t.signedIn("customer");
});
afterAll(() => t.close());

type TMethod = "GET" | "POST" | "PUT";
const call = (cookie: string, method: TMethod, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.request({ method, url, cookie, headers, ...(payload ? { payload } : {}) });
const asTech = (method: TMethod, url: string, payload?: object, headers?: Record<string, string>) => call(tech.cookie, method, url, payload, headers);
const myJob = (values: Partial<typeof jobs.$inferInsert> = {}) =>
  insertJob(t, { customer_id: customer.id, technician_id: tech.id, status: "scheduled", title: "Kitchen remodel", ...values });
const estimateBody = {
  items: [
    { description: "Tiles (box)", quantity: 3, rate: 4599 },
    { description: "Grout", quantity: 1, rate: 1250 },
  ],
  estimated_hours: 2.5,
  notes: "Prices hold 30 days",
};
const createEstimate = async (jobId: string, body: object = estimateBody) => {
  const response = await asTech("POST", `/api/technician/jobs/${jobId}/estimates`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; total: number; status: string; revision: number };
};
const send = (estimateId: string, headers?: Record<string, string>) => asTech("POST", `/api/technician/estimates/${estimateId}/send`, undefined, headers);
const approve = (estimateId: string, cookie = customer.cookie) => call(cookie, "POST", `/api/me/estimates/${estimateId}/approve`);

describe("the technician's own jobs only", () => {
  it("lists only their open jobs in the picker", async () => {
    const open = await myJob({ title: "Picker open" });
    await myJob({ title: "Picker done", status: "completed" });
    await insertJob(t, { customer_id: customer.id, technician_id: otherTech.id, title: "Picker other's" });
    const response = await asTech("GET", "/api/technician/job-options");
    expect(response.statusCode, response.body).toBe(200);
    const titles = response.json().items.map((job: { title: string }) => job.title);
    expect(titles).toContain("Picker open");
    expect(titles).not.toContain("Picker done");
    expect(titles).not.toContain("Picker other's");
    expect(response.json().items.find((job: { id: string }) => job.id === open)).toMatchObject({
      customer_name: "Grace Hopper",
      customer_email: customer.email,
    });
  });

  it("refuses another technician's job and estimate with 404, and stores nothing", async () => {
    const theirs = await insertJob(t, { customer_id: customer.id, technician_id: otherTech.id });
    const room = { name: "Den", length: 10, width: 10 };
    expect((await asTech("PUT", `/api/technician/jobs/${theirs}/rooms`, { rooms: [room] })).statusCode).toBe(404);
    expect((await asTech("GET", `/api/technician/jobs/${theirs}/rooms`)).statusCode).toBe(404);
    expect((await asTech("POST", `/api/technician/jobs/${theirs}/estimates`, estimateBody)).statusCode).toBe(404);
    expect((await asTech("GET", `/api/technician/jobs/${theirs}/estimates`)).statusCode).toBe(404);
    const [{ rooms }] = await t.database.db.select({ rooms: count() }).from(roomMeasurements).where(eq(roomMeasurements.job_id, theirs));
    const [{ saved }] = await t.database.db.select({ saved: count() }).from(estimates).where(eq(estimates.job_id, theirs));
    expect([rooms, saved]).toEqual([0, 0]);

    const mine = await myJob();
    const estimate = await createEstimate(mine);
    const other = (method: TMethod, url: string, payload?: object) => call(otherTech.cookie, method, url, payload);
    expect((await other("GET", `/api/technician/estimates/${estimate.id}`)).statusCode).toBe(404);
    expect((await other("PUT", `/api/technician/estimates/${estimate.id}`, estimateBody)).statusCode).toBe(404);
    expect((await other("POST", `/api/technician/estimates/${estimate.id}/send`)).statusCode).toBe(404);
    expect((await other("GET", `/api/technician/jobs/${mine}/estimates`)).statusCode).toBe(404);
  });
});

describe("Save to Job", () => {
  it("stores the rooms with the server's areas, and saving again replaces them", async () => {
    const jobId = await myJob();
    const first = await asTech("PUT", `/api/technician/jobs/${jobId}/rooms`, {
      rooms: [
        { name: "Kitchen", length: 12.5, width: 10, height: 8, notes: "tile floor", lines: [{ x1: 20, y1: 20, x2: 120, y2: 20, label: "5.0 ft" }] },
        { name: "Hall", length: 4, width: 12.3, area: 9999 },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      total_area: 174.2,
      rooms: [
        { name: "Kitchen", area: 125, wall_area: 360, height: 8, notes: "tile floor", lines: [{ label: "5.0 ft" }] },
        { name: "Hall", area: 49.2, wall_area: 0, height: null },
      ],
    });
    const again = await asTech("PUT", `/api/technician/jobs/${jobId}/rooms`, { rooms: [{ name: "Bath", length: 6, width: 8 }] });
    expect(again.json()).toMatchObject({ total_area: 48, rooms: [{ name: "Bath", area: 48 }] });
    const stored = await t.database.db.select({ name: roomMeasurements.name }).from(roomMeasurements).where(eq(roomMeasurements.job_id, jobId));
    expect(stored).toEqual([{ name: "Bath" }]);
    // The admin's job detail shows them.
    const detail = await call(admin.cookie, "GET", `/api/admin/jobs/${jobId}`);
    expect(detail.json().measurements).toMatchObject([{ name: "Bath", area: 48 }]);
  });

  it("names the field of an invalid room", async () => {
    const jobId = await myJob();
    const response = await asTech("PUT", `/api/technician/jobs/${jobId}/rooms`, { rooms: [{ name: "", length: 0, width: 10 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((field: { field: string }) => field.field)).toEqual(expect.arrayContaining(["rooms.0.name", "rooms.0.length"]));
  });
});

describe("estimates", () => {
  it("are priced by the server with the settings' rates, whatever the client says", async () => {
    const jobId = await myJob();
    const response = await asTech("POST", `/api/technician/jobs/${jobId}/estimates`, {
      ...estimateBody,
      items: estimateBody.items.map((item) => ({ ...item, total: 1 })),
      labor_rate: 1,
      labor_cost: 1,
      subtotal: 1,
      tax: 0,
      total: 100,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      status: "draft",
      revision: 1,
      labor_rate: 8500,
      labor_cost: 21250,
      materials_cost: 15047,
      subtotal: 36297,
      tax_rate_percent: 7.5,
      tax: 2722,
      total: 39019,
      items: [
        { description: "Tiles (box)", quantity: 3, rate: 4599, total: 13797 },
        { description: "Grout", quantity: 1, rate: 1250, total: 1250 },
      ],
    });
    const [row] = await t.database.db.select({ total: estimates.total }).from(estimates).where(eq(estimates.id, response.json().id));
    expect(row.total).toBe(39019);
  });

  it("refuse an empty estimate and an item without a rate, naming the field", async () => {
    const jobId = await myJob();
    const empty = await asTech("POST", `/api/technician/jobs/${jobId}/estimates`, { items: [], estimated_hours: 0 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toContainEqual({ field: "items", message: "Please add items or labor hours" });
    const noRate = await asTech("POST", `/api/technician/jobs/${jobId}/estimates`, {
      items: [{ description: "Paint", quantity: 0, rate: 0 }],
      estimated_hours: 1,
    });
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().fields.map((field: { field: string }) => field.field)).toEqual(expect.arrayContaining(["items.0.quantity", "items.0.rate"]));
    const halfHours = await asTech("POST", `/api/technician/jobs/${jobId}/estimates`, { items: [], estimated_hours: 1.25 });
    expect(halfHours.json().fields).toContainEqual({ field: "estimated_hours", message: "must be in steps of 0.5" });
  });

  it("refuse figures past $1,000,000, naming the field, and store nothing", async () => {
    const jobId = await myJob();
    const post = (body: object) => asTech("POST", `/api/technician/jobs/${jobId}/estimates`, body);
    const fieldsOf = async (body: object) => {
      const response = await post(body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().fields as { field: string; message: string }[];
    };
    // Each figure within its own bound, but 100,000 × $100,000 is $10,000,000,000.
    expect(await fieldsOf({ items: [{ description: "Tiles", quantity: 100_000, rate: 10_000_000 }], estimated_hours: 0 })).toContainEqual({
      field: "items.0.total",
      message: "must be at most $1,000,000 (quantity × rate)",
    });
    const half = { description: "Half", quantity: 6, rate: 10_000_000 };
    expect(await fieldsOf({ items: [half, half], estimated_hours: 0 })).toContainEqual({ field: "items", message: "must add up to at most $1,000,000" });
    // The labour and the tax come from the settings, so the server checks the whole total itself.
    expect(await fieldsOf({ items: [{ description: "Nearly", quantity: 10, rate: 9_999_999 }], estimated_hours: 0 })).toContainEqual({
      field: "total",
      message: "must be at most $1,000,000",
    });
    const [{ n }] = await t.database.db.select({ n: count() }).from(estimates).where(eq(estimates.job_id, jobId));
    expect(n).toBe(0);
    expect((await post({ items: [{ description: "Just", quantity: 10, rate: 9_300_000 }], estimated_hours: 0 })).statusCode).toBe(201);
  });

  it("give the printable page the business's details", async () => {
    const jobId = await myJob();
    const estimate = await createEstimate(jobId);
    const response = await asTech("GET", `/api/technician/estimates/${estimate.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      estimate: { id: estimate.id, total: 39019 },
      job: { id: jobId, customer_name: "Grace Hopper" },
      business: { name: expect.any(String), phone: expect.any(String), email: expect.any(String) },
    });
  });
});

/** A booked, scheduled "Deck repair" with its $25 deposit paid, given to the technician. */
async function bookedDeckRepair(customerId: string, customerEmail: string) {
  const booked = await insertBookedJob(t, { customerId, customerEmail, title: "Deck repair", totalAmount: 10000, deposit: 2500, status: "scheduled" });
  await t.database.db.update(jobs).set({ technician_id: tech.id }).where(eq(jobs.id, booked.jobId));
  return booked;
}

describe("sending, and the customer's approval", () => {
  it("rings a customer who prefers Spanish in Spanish, on the bell only", async () => {
    const account = await t.signedIn("customer");
    await t.prefers(account.userId, "es");
    const id = await makeCustomer(t, { first_name: "Sol", last_name: "Ana", email: account.email });
    await t.database.db.update(customers).set({ profile_id: account.userId }).where(eq(customers.id, id));
    const { jobId } = await bookedDeckRepair(id, account.email);
    const estimate = await createEstimate(jobId);
    expect((await send(estimate.id)).statusCode).toBe(200);

    const rung = await t.database.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.user_id, account.userId), eq(notifications.kind, "estimate")));
    expect(rung).toEqual([{ title: "Presupuesto por aprobar", body: "Deck repair · $390.19" }]);
    // The estimate's own mail is the only one: the bell's notice is not mailed again.
    const mails = await t.database.db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.to, account.email));
    expect(mails.map((mail) => mail.kind)).toEqual(["estimate"]);
  });

  it("e-mails the customer, shows the estimate in their My Bookings with the deposit paid, and tells them", async () => {
    const { jobId, bookingId } = await bookedDeckRepair(customer.id, customer.email);
    const estimate = await createEstimate(jobId);
    // A draft is the technician's: the customer does not see it.
    expect((await call(customer.cookie, "GET", "/api/me/estimates")).json().items.map((e: { id: string }) => e.id)).not.toContain(estimate.id);

    const sent = await send(estimate.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: "sent", sent_at: expect.any(String) });
    const mail = await t.lastMailTo(customer.email);
    expect(mail).toMatchObject({ kind: "estimate" });
    expect(mail!.text).toContain("Total: $390.19");
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, customer.userId), eq(notifications.kind, "estimate")));
    expect(notice).toMatchObject({ title: "Estimate to approve" });

    const mine = (await call(customer.cookie, "GET", "/api/me/estimates")).json().items.find((e: { id: string }) => e.id === estimate.id);
    expect(mine).toMatchObject({
      job_id: jobId,
      job_title: "Deck repair",
      booking_id: bookingId,
      status: "sent",
      tax: 2722,
      total: 39019,
      deposit_paid: 2500,
      balance: 36519,
    });
    expect(mine.items).toHaveLength(2);
  });

  it("needs a customer name on the job", async () => {
    const nameless = await makeCustomer(t, { first_name: "", last_name: "" });
    const jobId = await insertJob(t, { customer_id: nameless, technician_id: tech.id, status: "scheduled" });
    const estimate = await createEstimate(jobId);
    const response = await send(estimate.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(NO_CUSTOMER_INFORMATION);
    const [row] = await t.database.db.select({ status: estimates.status }).from(estimates).where(eq(estimates.id, estimate.id));
    expect(row.status).toBe("draft");
  });

  it("approval records who and when, sets the job's amount before tax, and a second approval changes nothing", async () => {
    const jobId = await myJob({ total_amount: 5000 });
    const estimate = await createEstimate(jobId);
    await send(estimate.id);
    const first = await approve(estimate.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: "approved", decided_at: expect.any(String) });
    const [row] = await t.database.db.select().from(estimates).where(eq(estimates.id, estimate.id));
    expect(row).toMatchObject({ status: "approved", decided_by: customer.userId });
    // The job's amount is before tax, as the office types it and every other job's is (issue 23:
    // the approval wrote the total with tax, $390.19, beside a ledger subtotal of $362.97).
    expect((await storedJob(t, jobId))!.total_amount).toBe(36297);
    const detail = await call(admin.cookie, "GET", `/api/admin/jobs/${jobId}`);
    expect(detail.json()).toMatchObject({ total_amount: 36297, ledger: { subtotal: 36297, tax: 2722, total: 39019 } });
    const adminNotices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, admin.userId), eq(notifications.title, "Estimate approved")));
    expect(adminNotices).toHaveLength(1);
    const events = await t.database.db.select().from(liveEvents).where(eq(liveEvents.type, "estimate.changed"));
    const approvedEvent = events.find(
      (event) =>
        (event.payload as { estimate_id: string; status: string }).estimate_id === estimate.id && (event.payload as { status: string }).status === "approved",
    );
    expect(approvedEvent?.audience).toEqual(expect.arrayContaining(["admin", `technician:${tech.userId}`, `user:${customer.userId}`]));

    const second = await approve(estimate.id);
    expect(second.statusCode).toBe(200);
    const [again] = await t.database.db.select().from(estimates).where(eq(estimates.id, estimate.id));
    expect(again.decided_at).toEqual(row.decided_at);
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.user_id, admin.userId), eq(notifications.title, "Estimate approved"))),
    ).toHaveLength(1);
    // Declining after approving is refused.
    const decline = await call(customer.cookie, "POST", `/api/me/estimates/${estimate.id}/decline`);
    expect(decline.statusCode).toBe(409);
    expect(decline.json().message).toBe(NOT_AWAITING_DECISION);
    // The technician sees the decision.
    const list = await asTech("GET", `/api/technician/jobs/${jobId}/estimates`);
    expect(list.json().items[0]).toMatchObject({ id: estimate.id, status: "approved" });
  });

  it("only by the job's customer: another customer, the technician and an admin find nothing", async () => {
    const jobId = await myJob();
    const estimate = await createEstimate(jobId);
    // A draft cannot be approved, even by the customer.
    expect((await approve(estimate.id)).statusCode).toBe(404);
    await send(estimate.id);
    for (const cookie of [stranger.cookie, tech.cookie, admin.cookie]) expect((await approve(estimate.id, cookie)).statusCode).toBe(404);
    expect((await call(stranger.cookie, "GET", "/api/me/estimates")).json().items).toEqual([]);
    const [row] = await t.database.db.select({ status: estimates.status }).from(estimates).where(eq(estimates.id, estimate.id));
    expect(row.status).toBe("sent");
  });

  it("a change after sending makes a draft of the next revision, which must be sent and approved again", async () => {
    const jobId = await myJob();
    const estimate = await createEstimate(jobId);
    await send(estimate.id);
    expect((await approve(estimate.id)).statusCode).toBe(200);
    expect((await send(estimate.id)).json().message).toBe(ALREADY_DECIDED);

    const changed = await asTech("PUT", `/api/technician/estimates/${estimate.id}`, { ...estimateBody, estimated_hours: 3 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ status: "draft", revision: 2, decided_at: null, sent_at: null, labor_cost: 25500 });
    // Not approved any more: the customer cannot approve a draft, and the invoice would not bill it.
    expect((await approve(estimate.id)).statusCode).toBe(404);
    await send(estimate.id);
    const reapproved = await approve(estimate.id);
    expect(reapproved.json()).toMatchObject({ status: "approved", revision: 2, subtotal: 40547 });
    // The job's amount follows the approved revision, before tax.
    expect((await storedJob(t, jobId))!.total_amount).toBe(40547);
  });

  it("the invoice bills the newest approved estimate, not a newer draft", async () => {
    const { jobId } = await insertBookedJob(t, {
      customerId: customer.id,
      customerEmail: customer.email,
      title: "Billed",
      totalAmount: null,
      deposit: 0,
      status: "in_progress",
    });
    await t.database.db.update(jobs).set({ technician_id: tech.id }).where(eq(jobs.id, jobId));
    const approved = await createEstimate(jobId);
    await send(approved.id);
    await approve(approved.id);
    await createEstimate(jobId, { items: [{ description: "Gold faucet", quantity: 1, rate: 999_999 }], estimated_hours: 0 });
    const done = await call(admin.cookie, "POST", `/api/admin/jobs/${jobId}/status`, { to: "completed", expected: "in_progress" });
    expect(done.statusCode, done.body).toBe(200);
    expect(await invoiceOfJob(t, jobId)).toMatchObject({ estimate_id: approved.id, total: 39019 });
    // Closed: its estimates no longer change.
    expect((await asTech("PUT", `/api/technician/estimates/${approved.id}`, estimateBody)).statusCode).toBe(409);
  });

  it("the admin's job detail lists the estimates with their status", async () => {
    const jobId = await myJob();
    const estimate = await createEstimate(jobId);
    await send(estimate.id);
    const detail = await call(admin.cookie, "GET", `/api/admin/jobs/${jobId}`);
    expect(detail.json().estimates).toMatchObject([{ id: estimate.id, status: "sent", revision: 1, total: 39019 }]);
  });
});

describe("Idempotency-Key", () => {
  it("a replayed create, rooms save or send does not duplicate", async () => {
    const jobId = await myJob();
    const key = { "idempotency-key": randomUUID() };
    const first = await asTech("POST", `/api/technician/jobs/${jobId}/estimates`, estimateBody, key);
    const replay = await asTech("POST", `/api/technician/jobs/${jobId}/estimates`, estimateBody, key);
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.json().id).toBe(first.json().id);
    const [{ saved }] = await t.database.db.select({ saved: count() }).from(estimates).where(eq(estimates.job_id, jobId));
    expect(saved).toBe(1);
    // The same key with another body is refused.
    const reused = await asTech("POST", `/api/technician/jobs/${jobId}/estimates`, { ...estimateBody, estimated_hours: 4 }, key);
    expect(reused.statusCode).toBe(422);

    const sendKey = { "idempotency-key": randomUUID() };
    const outbox = async () => (await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, customer.email)))[0].n;
    const before = await outbox();
    expect((await send(first.json().id, sendKey)).statusCode).toBe(200);
    expect((await send(first.json().id, sendKey)).headers["idempotent-replayed"]).toBe("true");
    expect(await outbox()).toBe(before + 1);

    const roomsKey = { "idempotency-key": randomUUID() };
    const rooms = { rooms: [{ name: "Porch", length: 8, width: 6 }] };
    await asTech("PUT", `/api/technician/jobs/${jobId}/rooms`, rooms, roomsKey);
    // Someone saves other rooms meanwhile; the replay of the old save does not overwrite them.
    await asTech("PUT", `/api/technician/jobs/${jobId}/rooms`, { rooms: [{ name: "Garage", length: 20, width: 20 }] });
    const replayed = await asTech("PUT", `/api/technician/jobs/${jobId}/rooms`, rooms, roomsKey);
    expect(replayed.headers["idempotent-replayed"]).toBe("true");
    const stored = await t.database.db.select({ name: roomMeasurements.name }).from(roomMeasurements).where(eq(roomMeasurements.job_id, jobId));
    expect(stored).toEqual([{ name: "Garage" }]);
  });

  it("refuses a malformed key with 400 naming the header, as the job writes do, and writes nothing", async () => {
    const jobId = await myJob();
    const malformed = await asTech("POST", `/api/technician/jobs/${jobId}/estimates`, estimateBody, { "idempotency-key": "bad key!" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields[0].field).toBe("Idempotency-Key");
    const [{ saved }] = await t.database.db.select({ saved: count() }).from(estimates).where(eq(estimates.job_id, jobId));
    expect(saved).toBe(0);
  });
});
