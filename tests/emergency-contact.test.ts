import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { bookings, mailOutbox, notifications, payments } from "../src/server/db/schema.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// A paid emergency can never be lost. The payment names a way to reach the
// customer, the browser gets a signed way back to it, and admins see it as the most urgent item.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pay = (payload: object, cookie?: string) =>
  t.request({ method: "POST", url: "/api/emergency/payments", payload: { idempotency_key: randomUUID(), is_test: true, ...payload }, cookie });
const resume = (resume_token: string) => t.request({ method: "POST", url: "/api/emergency/resume", payload: { resume_token } });
const details = {
  customer_name: "Sam Rivera",
  customer_phone: "407-555-0123",
  customer_email: "sam@example.com",
  service_address: "400 Lake Ave",
  service_city: "Kissimmee",
  service_state: "FL",
  service_zip: "34741",
  description: "Water heater burst",
};

describe("a way to reach the customer at payment", () => {
  it.each([
    ["neither", {}],
    ["both blank", { customer_phone: " ", customer_email: "" }],
  ])("refuses a payment with %s, names the field, and charges nothing", async (_name, contact) => {
    const key = randomUUID();
    const response = await pay({ idempotency_key: key, ...contact });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: "customer_phone", message: "Give a phone number or an e-mail, so we can reach you" }]);
    expect((await t.database.db.select({ n: count() }).from(payments).where(eq(payments.idempotency_key, key)))[0].n).toBe(0);
  });

  it("refuses a malformed phone or e-mail", async () => {
    expect((await pay({ customer_phone: "12" })).json().fields.map((f: { field: string }) => f.field)).toEqual(["customer_phone"]);
    expect((await pay({ customer_email: "not-an-email" })).json().fields.map((f: { field: string }) => f.field)).toEqual(["customer_email"]);
  });

  it("stores the contact on the booking and tells the admins, with the contact", async () => {
    const admin = await t.signedIn("admin");
    const response = await pay({ customer_email: "Visitor@Example.com" });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, response.json().booking_id));
    expect(row).toMatchObject({ customer_email: "visitor@example.com", customer_phone: "", booking_completed: false });
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.user_id, admin.userId));
    expect(notes.map((note) => [note.title, note.body])).toContainEqual([
      "Emergency paid, details missing",
      "$25 fee paid. Reach the customer at visitor@example.com.",
    ]);
    // The bell only: an emergency has never been mailed to the admins.
    const adminMail = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, admin.email), eq(mailOutbox.kind, "notice-emergency")));
    expect(adminMail).toEqual([]);
  });
});

describe("the signed resume token", () => {
  it("leads back to the paid booking until its details are in", async () => {
    const { booking_id, resume_token } = (await pay({ customer_phone: "(407) 555-0142" })).json();
    expect(resume_token).toMatch(new RegExp(`^${booking_id}\\.`));
    const first = await resume(resume_token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ booking_id, needs_details: true, emergency_payment_date: expect.any(String) });

    const completed = await t.request({ method: "PUT", url: `/api/emergency/bookings/${booking_id}`, payload: { ...details, resume_token } });
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await resume(resume_token)).json()).toMatchObject({ booking_id, needs_details: false });
  });

  it("is refused when tampered with, or made for another booking", async () => {
    const a = (await pay({ customer_phone: "(407) 555-0142" })).json();
    const b = (await pay({ customer_phone: "(407) 555-0143" })).json();
    const [, signatureOfB] = b.resume_token.split(".");
    const signature = a.resume_token.split(".")[1] as string;
    const flipped = signature.slice(0, -1) + (signature.endsWith("A") ? "B" : "A");
    for (const forged of [
      `${a.booking_id}.${flipped}`,
      `${a.booking_id}.${signatureOfB}`,
      `${randomUUID()}.${signature}`,
      a.booking_id,
      `${a.resume_token}.x`,
    ]) {
      const response = await resume(forged);
      expect(response.statusCode, forged).toBe(403);
      expect(response.json()).toEqual({ code: "FORBIDDEN", message: "This link to an emergency booking is not valid" });
    }
  });

  it("is signed with the app secret: another secret's token is refused", async () => {
    const other = await createTestApp({ AUTH_SECRET: "another-secret-of-at-least-thirty-two-characters" });
    try {
      const { resume_token } = (
        await other.request({
          method: "POST",
          url: "/api/emergency/payments",
          payload: { idempotency_key: randomUUID(), is_test: true, customer_phone: "4075550142" },
        })
      ).json();
      expect((await resume(resume_token)).statusCode).toBe(403);
    } finally {
      await other.close();
    }
  });
});

describe("GET /api/admin/emergencies/pending-details", () => {
  it("lists paid emergencies without details, oldest payment first, with their contact", async () => {
    const admin = await t.signedIn("admin");
    const older = (await pay({ customer_phone: "(407) 555-0150" })).json().booking_id;
    const newer = (await pay({ customer_email: "newer@example.com" })).json().booking_id;
    const { booking_id: done, resume_token } = (await pay({ customer_phone: "(407) 555-0151" })).json();
    expect((await t.request({ method: "PUT", url: `/api/emergency/bookings/${done}`, payload: { ...details, resume_token } })).statusCode).toBe(200);

    const response = await t.request({ method: "GET", url: "/api/admin/emergencies/pending-details", cookie: admin.cookie });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().bookings as { id: string; customer_phone: string; customer_email: string }[];
    const ids = list.map((row) => row.id);
    expect(ids).not.toContain(done);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(list.find((row) => row.id === older)).toMatchObject({ customer_phone: "(407) 555-0150", customer_email: "" });
    expect(list.find((row) => row.id === newer)).toMatchObject({ customer_phone: "", customer_email: "newer@example.com" });
  });
});
