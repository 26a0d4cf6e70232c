import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingRequest, daysFromToday, seedBookableServices, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { createTestApp, PASSWORD, type TTestApp } from "./setup/test-app.ts";

// Fault 2: a NUL byte (or any control character) in text gave a 500 from PostgreSQL.
// It must be a 400 that names the field, on every route that takes text.
let t: TTestApp;
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
let me: Awaited<ReturnType<TTestApp["signedIn"]>>;
let admin: Awaited<ReturnType<TTestApp["signedIn"]>>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await seedBookableServices(t.database.db);
  await setActiveTechnicians(t.database.db, 2, async () => (await t.signedIn("technician")).userId);
  me = await t.signedIn("customer");
  admin = await t.signedIn("admin");
});
afterAll(() => t.close());

const emergencyDetails = {
  customer_name: "Maria Lopez",
  customer_phone: "(407) 555-0199",
  customer_email: "maria@example.com",
  service_address: "12 Palm Way",
  service_city: "Orlando",
  service_state: "FL",
  service_zip: "32801",
  description: "Water everywhere",
};

function expectRefused(
  response: { statusCode: number; body: string; json: () => { code: string; fields?: { field: string; message: string }[] } },
  field: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().code).toBe("VALIDATION_ERROR");
  expect(response.json().fields).toContainEqual({ field, message: "must not contain control characters" });
}

describe("control characters in text", () => {
  it("refuses the quote as found (a NUL in the name) with 400 naming the field", async () => {
    const response = await t.request({ method: "POST", url: "/api/quotes", payload: { name: "a\u0000b", phone: "4075550102", service: "x", message: "m" } });
    expectRefused(response, "name");
  });

  it.each([
    ["customer_name", "Maria\u0000"],
    ["service_address", "12 Palm\u001b Way"],
    ["service_city", "Orl\u0007ando"],
    ["notes", "gate\u0000code"],
  ])("refuses a booking with a control character in %s", async (field, value) => {
    const response = await t.request({
      method: "POST",
      url: "/api/bookings",
      payload: bookingRequest(ids.flat, { scheduled_date: daysFromToday(3), [field]: value }),
    });
    expectRefused(response, field);
  });

  it("keeps line breaks and tabs in multi-line notes", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/bookings",
      payload: bookingRequest(ids.flat, { scheduled_date: daysFromToday(4), notes: "Gate code 4512\r\n\tside door" }),
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("refuses a line break in a one-line field", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/quotes",
      payload: { name: "a\nb", phone: "4075550102", service: "x", message: "line one\nline two" },
    });
    expectRefused(response, "name");
  });

  it("refuses emergency details", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/emergency/bookings",
      payload: { ...emergencyDetails, idempotency_key: randomUUID(), description: "leak\u0000" },
    });
    expectRefused(response, "description");
  });

  it("refuses chat names and messages", async () => {
    const start = await t.request({ method: "POST", url: "/api/chat/conversations", payload: { customer_name: "\u0000", customer_email: "a@example.com" } });
    expectRefused(start, "customer_name");
    const started = await t.request({ method: "POST", url: "/api/chat/conversations", payload: { customer_name: "Ana", customer_email: "a@example.com" } });
    expect(started.statusCode, started.body).toBeLessThan(300);
    const id = started.json().conversation_id;
    const message = await t.request({ method: "POST", url: `/api/chat/conversations/${id}/messages`, payload: { message: "hello\u0000" } });
    expectRefused(message, "message");
  });

  it("refuses profile fields", async () => {
    const response = await t.request({
      method: "PUT",
      url: "/api/me/profile",
      cookie: me.cookie,
      payload: { first_name: "Ana", last_name: "Ruiz", phone: "", address: "1 Main\u0000", city: "", state: "", zip_code: "" },
    });
    expectRefused(response, "address");
  });

  it("refuses a search term in the query string", async () => {
    expectRefused(await t.request({ method: "GET", url: "/api/services?q=%00" }), "q");
    expectRefused(await t.request({ method: "GET", url: "/api/services?category=a%07" }), "category");
  });

  it("refuses better-auth's fields, and leaves passwords alone", async () => {
    const signUp = await t.request({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { email: "nul@example.com", password: PASSWORD, name: "a\u0000b" },
    });
    expectRefused(signUp, "name");
    const update = await t.request({ method: "POST", url: "/api/auth/update-user", cookie: me.cookie, payload: { name: "x\u0000" } });
    expectRefused(update, "name");
    // Passwords are hashed, never stored as text: better-auth judges them, not this rule.
    const signIn = await t.request({ method: "POST", url: "/api/auth/sign-in/email", payload: { email: me.email, password: `${PASSWORD}\u0000` } });
    expect(signIn.statusCode).not.toBe(400);
    expect(signIn.statusCode).toBeLessThan(500);
  });

  it("refuses the e-mail an admin assigns a role to", async () => {
    const saved = await t.request({
      method: "PUT",
      url: "/api/admin/users/role",
      cookie: admin.cookie,
      payload: { email: "x\u0000@example.com", role: "customer" },
    });
    expectRefused(saved, "email");
  });
});
