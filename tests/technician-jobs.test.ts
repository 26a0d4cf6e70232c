import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { and, eq } from "drizzle-orm";
import { customers, idempotencyKeys, invoices, jobNotes, jobPhotos, jobs, mailOutbox } from "../src/server/db/schema.ts";
import type { TJobStatus } from "../src/shared/rules/job-status.ts";
import { businessToday, addDaysIso } from "../src/shared/rules/dates.ts";
import { insertJob, makeCustomer, makeTechnician, storedJob } from "./setup/admin-jobs-fixtures.ts";
import { keysOf, storedFile, upload } from "./setup/media-fixtures.ts";
import { makeOwner } from "./setup/owner-fixtures.ts";
import { seedBookableServices } from "./setup/catalogue-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Jobs: the technician app's API. A technician reads and changes only the jobs of
// their own record; status moves go through the job domain's compare-and-set; notes and photos
// are kept on the job; every write replayed with its Idempotency-Key changes nothing twice.
let t: TTestApp;
let tess: Awaited<ReturnType<typeof makeTechnician>>;
let otto: Awaited<ReturnType<typeof makeTechnician>>;
let customerId: string;
beforeAll(async () => {
  t = await createTestApp();
  tess = await makeTechnician(t, { first_name: "Tess", last_name: "Tech" });
  otto = await makeTechnician(t, { first_name: "Otto", last_name: "Other" });
  customerId = await makeCustomer(t, { first_name: "Cora", last_name: "Client", phone: "(407) 555-0142" });
});
afterAll(() => t.close());

const job = (technicianId: string | null, status: TJobStatus = "pending", extra: Parameters<typeof insertJob>[1] extends infer V ? Partial<V> : never = {}) =>
  insertJob(t, { customer_id: customerId, technician_id: technicianId, status, ...extra });

const post = (cookie: string, url: string, payload: object = {}, key?: string) =>
  t.request({ method: "POST", url, cookie, payload, headers: key ? { "idempotency-key": key } : {} });

describe("GET /api/technician/jobs", () => {
  it("lists only the caller's jobs: today's first, then by date; completed ones behind 'done'", async () => {
    const today = businessToday();
    const later = await job(tess.id, "scheduled", { title: "Later", scheduled_date: addDaysIso(today, 3) });
    const todays = await job(tess.id, "pending", { title: "Today", scheduled_date: today });
    const tomorrow = await job(tess.id, "in_progress", { title: "Tomorrow", scheduled_date: addDaysIso(today, 1) });
    const oldDone = await job(tess.id, "completed", { title: "Old done", completed_at: new Date(Date.now() - 5 * 86_400_000) });
    const doneToday = await job(tess.id, "completed", { title: "Done today", completed_at: new Date() });
    const cancelled = await job(tess.id, "cancelled", { title: "Cancelled" });
    const others = await job(otto.id, "pending", { title: "Otto's", scheduled_date: today });
    await job(null, "pending", { title: "Unassigned" });

    const open = await t.request({ method: "GET", url: "/api/technician/jobs", cookie: tess.cookie });
    expect(open.statusCode, open.body).toBe(200);
    const ids = open.json().items.map((item: { id: string }) => item.id);
    expect(ids.slice(0, 3)).toEqual([todays, tomorrow, later]);
    expect(ids).toContain(doneToday);
    for (const hidden of [oldDone, cancelled, others]) expect(ids).not.toContain(hidden);
    expect(open.json().items[0]).toMatchObject({ title: "Today", customer_name: "Cora Client", customer_phone: "(407) 555-0142", status: "pending" });

    const done = await t.request({ method: "GET", url: "/api/technician/jobs?view=done&limit=1", cookie: tess.cookie });
    expect(done.json().items.map((item: { id: string }) => item.id)).toEqual([doneToday]);
    const next = await t.request({ method: "GET", url: `/api/technician/jobs?view=done&limit=1&cursor=${done.json().next_cursor}`, cookie: tess.cookie });
    expect(next.json().items.map((item: { id: string }) => item.id)).toEqual([oldDone]);

    const bad = await t.request({ method: "GET", url: "/api/technician/jobs?view=all", cookie: tess.cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe("view");
  });

  it("orders a day's jobs by their time as a time: the emergency's window first, then 8 AM, 1 PM, 4 PM", async () => {
    const tia = await makeTechnician(t, { first_name: "Tia", last_name: "Times" });
    const today = businessToday();
    // Written in the order text sorting gives ('1:00 PM' < '4:00 PM' < '8:00 AM'), the emergency last.
    const onePm = await job(tia.id, "scheduled", { title: "1 PM", scheduled_date: today, scheduled_time: "1:00 PM" });
    const fourPm = await job(tia.id, "scheduled", { title: "4 PM", scheduled_date: today, scheduled_time: "4:00 PM" });
    const eightAm = await job(tia.id, "scheduled", { title: "8 AM", scheduled_date: today, scheduled_time: "8:00 AM" });
    const asap = await job(tia.id, "pending", { title: "Emergency", scheduled_date: today, scheduled_time: "ASAP (Within 2 hours)" });
    const tomorrowTen = await job(tia.id, "scheduled", { title: "Tomorrow 10 AM", scheduled_date: addDaysIso(today, 1), scheduled_time: "10:00 AM" });
    const tomorrowNine = await job(tia.id, "scheduled", { title: "Tomorrow 9 AM", scheduled_date: addDaysIso(today, 1), scheduled_time: "9:00 AM" });

    const open = await t.request({ method: "GET", url: "/api/technician/jobs", cookie: tia.cookie });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().items.map((item: { id: string }) => item.id)).toEqual([asap, eightAm, onePm, fourPm, tomorrowNine, tomorrowTen]);
  });

  it("answers another technician's job, or none, with 404", async () => {
    const others = await job(otto.id);
    for (const url of [`/api/technician/jobs/${others}`, `/api/technician/jobs/${crypto.randomUUID()}`]) {
      const response = await t.request({ method: "GET", url, cookie: tess.cookie });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("Cora");
    }
  });
});

describe("Start Job and Complete", () => {
  it("moves the technician's own job, the server stamping started_at and completed_at, and issues the invoice", async () => {
    const id = await job(tess.id, "scheduled", { total_amount: 15000 });
    const started = await post(tess.cookie, `/api/technician/jobs/${id}/start`, { expected: "scheduled" });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ id, status: "in_progress", completed_at: null });
    expect(Date.now() - Date.parse(started.json().started_at)).toBeLessThan(60_000);

    const completed = await post(tess.cookie, `/api/technician/jobs/${id}/complete`, {});
    expect(completed.json()).toMatchObject({ status: "completed", started_at: started.json().started_at });
    expect((await storedJob(t, id))?.completed_at).not.toBeNull();
    // Decision 0060: completing through changeStatus issues the job's invoice in the same transaction.
    expect(await t.database.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.job_id, id))).toHaveLength(1);
  });

  it("refuses moves the technician may not make (409), and another technician's job (404)", async () => {
    const pending = await job(tess.id, "pending");
    expect((await post(tess.cookie, `/api/technician/jobs/${pending}/complete`)).statusCode).toBe(409);
    const onHold = await job(tess.id, "on_hold");
    expect((await post(tess.cookie, `/api/technician/jobs/${onHold}/start`)).statusCode).toBe(409);
    const others = await job(otto.id, "pending");
    const refused = await post(tess.cookie, `/api/technician/jobs/${others}/start`, { expected: "pending" });
    expect(refused.statusCode).toBe(404);
    expect((await storedJob(t, others))?.status).toBe("pending");
  });

  it("is compare-and-set: a move judged from a status the job has left is a 409, and of two racing starts one wins", async () => {
    const id = await job(tess.id, "pending");
    const stale = await post(tess.cookie, `/api/technician/jobs/${id}/start`, { expected: "scheduled" });
    expect(stale.statusCode).toBe(409);
    const racing = await Promise.all([0, 1].map(() => post(tess.cookie, `/api/technician/jobs/${id}/start`, { expected: "pending" })));
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it("tells the customer by e-mail, unless they turned job mail off", async () => {
    const account = await t.signedIn("customer");
    const [row] = await t.database.db
      .insert(customers)
      .values({ first_name: "Mia", last_name: "Mail", email: account.email, profile_id: account.userId })
      .returning({ id: customers.id });
    const first = await insertJob(t, { customer_id: row.id, technician_id: tess.id, status: "pending", title: "Gutter Clean" });
    expect((await post(tess.cookie, `/api/technician/jobs/${first}/start`)).statusCode).toBe(200);
    const mails = () =>
      t.database.db.select({ subject: mailOutbox.subject, status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.to, account.email));
    expect((await mails()).find((mail) => mail.subject.includes("Job started"))?.status).toBe("queued");

    const off = await t.request({
      method: "PUT",
      url: "/api/me/preferences",
      cookie: account.cookie,
      payload: { email_notifications: { bookings: true, jobs: false, marketing: false }, preferred_contact: null, preferred_areas: [] },
    });
    expect(off.statusCode, off.body).toBe(204);
    expect((await post(tess.cookie, `/api/technician/jobs/${first}/complete`)).statusCode).toBe(200);
    const completedMail = (await mails()).find((mail) => mail.subject.includes("Job completed"));
    expect(completedMail?.status ?? "not sent").not.toBe("queued");
  });
});

describe("notes", () => {
  it("adds customer and internal notes to the job; the admin sees both, the customer only the customer note", async () => {
    const owner = await makeOwner(t, await seedBookableServices(t.database.db));
    const [{ id }] = await t.database.db
      .update(jobs)
      .set({ technician_id: tess.id, status: "in_progress" })
      .where(eq(jobs.booking_id, owner.pendingBookingId))
      .returning({ id: jobs.id });
    const saved = await post(tess.cookie, `/api/technician/jobs/${id}/notes`, { customer_notes: "Replaced the washer", internal_notes: "Valve is old" });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().notes).toMatchObject([
      { body: "Replaced the washer", is_internal: false, author_name: "Tess Tech" },
      { body: "Valve is old", is_internal: true, author_name: "Tess Tech" },
    ]);
    const admin = await t.signedIn("admin");
    const detail = await t.request({ method: "GET", url: `/api/admin/jobs/${id}`, cookie: admin.cookie });
    expect(
      detail
        .json()
        .notes.map((note: { body: string }) => note.body)
        .sort(),
    ).toEqual(["Replaced the washer", "Valve is old"]);
    const mine = await t.request({ method: "GET", url: `/api/technician/jobs/${id}`, cookie: tess.cookie });
    expect(mine.json().notes).toHaveLength(2);
    // My Bookings: the customer reads the customer note only.
    const seen = await t.request({ method: "GET", url: `/api/me/bookings/${owner.pendingBookingId}`, cookie: owner.cookie });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().job_notes.map((note: { body: string }) => note.body)).toEqual(["Replaced the washer"]);
    expect(seen.body).not.toContain("Valve is old");
  });

  it("needs one note, and refuses another technician's job", async () => {
    const id = await job(tess.id);
    const empty = await post(tess.cookie, `/api/technician/jobs/${id}/notes`, { customer_notes: "  ", internal_notes: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0].field).toBe("customer_notes");
    const others = await job(otto.id);
    const refused = await post(tess.cookie, `/api/technician/jobs/${others}/notes`, { customer_notes: "mine now" });
    expect(refused.statusCode).toBe(404);
    expect(await t.database.db.select().from(jobNotes).where(eq(jobNotes.job_id, others))).toHaveLength(0);
  });
});

describe("photos", () => {
  it("keeps an uploaded photo on the job without its GPS, as thumbnails and full size; the admin sees it", async () => {
    const id = await job(tess.id, "in_progress");
    const withGps = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#8899aa" } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "28/1 32/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "81/1 22/1 0/1" } })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const uploaded = await upload(t, tess.cookie, withGps, "site.jpg", "jobs");
    const saved = await post(tess.cookie, `/api/technician/jobs/${id}/photos`, { url: uploaded.url });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ url: uploaded.url, image: { src: uploaded.url, webp: expect.stringContaining("400w") } });
    for (const key of keysOf(uploaded)) {
      expect(storedFile(t, key)).toBe(true);
    }
    // Served to the job's technician (decision 0118).
    const stored = await t.request({ method: "GET", url: uploaded.url.replace(/^https?:\/\/[^/]+/, ""), cookie: tess.cookie });
    expect(stored.statusCode).toBe(200);
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();

    const detail = await t.request({ method: "GET", url: `/api/technician/jobs/${id}`, cookie: tess.cookie });
    expect(detail.json().photos).toMatchObject([{ url: uploaded.url }]);
    const admin = await t.signedIn("admin");
    const adminDetail = await t.request({ method: "GET", url: `/api/admin/jobs/${id}`, cookie: admin.cookie });
    expect(adminDetail.json().photos).toMatchObject([{ url: uploaded.url }]);
  });

  it("refuses another technician's job, someone else's upload and a URL that is no upload", async () => {
    const mine = await job(tess.id);
    const others = await job(otto.id);
    const photo = await upload(
      t,
      tess.cookie,
      await sharp({ create: { width: 50, height: 50, channels: 3, background: "#123456" } })
        .png()
        .toBuffer(),
      "a.png",
      "jobs",
    );
    expect((await post(tess.cookie, `/api/technician/jobs/${others}/photos`, { url: photo.url })).statusCode).toBe(404);
    const ottoPhoto = await upload(
      t,
      otto.cookie,
      await sharp({ create: { width: 50, height: 50, channels: 3, background: "#654321" } })
        .png()
        .toBuffer(),
      "b.png",
      "jobs",
    );
    const foreign = await post(tess.cookie, `/api/technician/jobs/${mine}/photos`, { url: ottoPhoto.url });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields[0].field).toBe("url");
    expect((await post(tess.cookie, `/api/technician/jobs/${mine}/photos`, { url: "https://evil.example.com/x.jpg" })).statusCode).toBe(400);
    expect(await t.database.db.select().from(jobPhotos).where(eq(jobPhotos.job_id, others))).toHaveLength(0);
  });
});

describe("Idempotency-Key: an offline queue's replay changes nothing twice", () => {
  it("replays a start, a note and a photo with their first answers", async () => {
    const id = await job(tess.id, "pending");
    const key = crypto.randomUUID();
    const first = await post(tess.cookie, `/api/technician/jobs/${id}/start`, { expected: "pending" }, key);
    const again = await post(tess.cookie, `/api/technician/jobs/${id}/start`, { expected: "pending" }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());

    const noteKey = crypto.randomUUID();
    const notes = await Promise.all([0, 1, 2].map(() => post(tess.cookie, `/api/technician/jobs/${id}/notes`, { customer_notes: "On my way" }, noteKey)));
    expect(notes.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(await t.database.db.select().from(jobNotes).where(eq(jobNotes.job_id, id))).toHaveLength(1);

    const photo = await upload(
      t,
      tess.cookie,
      await sharp({ create: { width: 60, height: 40, channels: 3, background: "#abcdef" } })
        .png()
        .toBuffer(),
      "c.png",
      "jobs",
    );
    const photoKey = crypto.randomUUID();
    await post(tess.cookie, `/api/technician/jobs/${id}/photos`, { url: photo.url }, photoKey);
    await post(tess.cookie, `/api/technician/jobs/${id}/photos`, { url: photo.url }, photoKey);
    expect(await t.database.db.select().from(jobPhotos).where(eq(jobPhotos.job_id, id))).toHaveLength(1);
  });

  it("refuses a key reused with other parameters (422) and a malformed key (400); a refused move frees its key", async () => {
    const id = await job(tess.id, "pending");
    const key = crypto.randomUUID();
    await post(tess.cookie, `/api/technician/jobs/${id}/notes`, { customer_notes: "first" }, key);
    const reused = await post(tess.cookie, `/api/technician/jobs/${id}/notes`, { customer_notes: "second" }, key);
    expect(reused.statusCode).toBe(422);
    const malformed = await post(tess.cookie, `/api/technician/jobs/${id}/notes`, { customer_notes: "x" }, "bad key!");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields[0].field).toBe("Idempotency-Key");

    const moveKey = crypto.randomUUID();
    expect((await post(tess.cookie, `/api/technician/jobs/${id}/complete`, {}, moveKey)).statusCode).toBe(409);
    const rows = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.key, moveKey), eq(idempotencyKeys.caller, tess.userId)));
    expect(rows).toHaveLength(0);
  });
});
