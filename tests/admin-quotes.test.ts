import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog, customers, jobs, quoteRequests, services } from "../src/server/db/schema.ts";
import type { TAdminQuote, TAdminQuotePage } from "../src/shared/schemas/quotes-admin.ts";
import { daysFromToday } from "./setup/catalogue-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Quotes: the landing page's quote requests at /api/admin/quotes — listed, searched,
// keyset-paged, answered with a note, or turned into a job (once).

let t: TTestApp;
let admin: { cookie: string; userId: string };
const MISSING = "00000000-0000-4000-8000-000000000000";

async function submitQuote(quote: Partial<Record<"name" | "phone" | "email" | "service" | "message", string>> = {}) {
  const response = await t.request({
    method: "POST",
    url: "/api/quotes",
    payload: {
      name: "Paula Painter",
      phone: "(407) 555-0123",
      email: "paula@example.com",
      service: "Interior Painting",
      message: "Three bedrooms, walls only",
      ...quote,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

const get = (url: string, cookie = admin.cookie) => t.request({ method: "GET", url, cookie });
const list = async (query = "") => {
  const response = await get(`/api/admin/quotes${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TAdminQuotePage;
};
const answer = (id: string, note: unknown, cookie = admin.cookie) =>
  t.request({ method: "POST", url: `/api/admin/quotes/${id}/answer`, cookie, payload: { note } });

const jobDetails = (overrides: Record<string, unknown> = {}) => ({
  title: "Interior Painting",
  description: "Three bedrooms, walls only",
  customer_name: "Paula Painter",
  customer_email: "paula@example.com",
  customer_phone: "(407) 555-0123",
  service_address: "12 Palm Way",
  service_city: "Orlando",
  service_state: "fl",
  service_zip: "32801",
  priority: "medium",
  scheduled_date: daysFromToday(3),
  scheduled_time: "10:00 AM",
  ...overrides,
});
const convert = (id: string, payload: object = jobDetails(), cookie = admin.cookie) =>
  t.request({ method: "POST", url: `/api/admin/quotes/${id}/job`, cookie, payload });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn("admin");
});
afterAll(() => t.close());

describe("who may reach the quotes", () => {
  it("refuses visitors with 401 and customers and technicians with 403, on every route", async () => {
    const id = await submitQuote();
    const customer = (await t.signedIn("customer")).cookie;
    const technician = (await t.signedIn("technician")).cookie;
    const calls = [
      { method: "GET" as const, url: "/api/admin/quotes" },
      { method: "GET" as const, url: `/api/admin/quotes/${id}` },
      { method: "POST" as const, url: `/api/admin/quotes/${id}/answer`, payload: { note: "called" } },
      { method: "POST" as const, url: `/api/admin/quotes/${id}/job`, payload: jobDetails() },
    ];
    for (const call of calls) {
      expect((await t.request(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      expect((await t.request({ ...call, cookie: customer })).statusCode).toBe(403);
      expect((await t.request({ ...call, cookie: technician })).statusCode).toBe(403);
    }
    const [row] = await t.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(row).toMatchObject({ status: "new", job_id: null, answer_note: null });
  });
});

describe("GET /api/admin/quotes", () => {
  const ids: string[] = [];
  beforeAll(async () => {
    await t.database.db.delete(quoteRequests);
    for (let i = 0; i < 5; i++)
      ids.push(await submitQuote({ name: `Lister ${i}`, service: i % 2 ? "Deck Repair" : "Fence Install", phone: `(321) 555-010${i}` }));
  });

  it("lists every request newest first, with the counts on the first page", async () => {
    const page = await list();
    expect(page.items.map((quote) => quote.id)).toEqual([...ids].reverse());
    expect(page.counts).toEqual({ new: 5, answered: 0 });
    expect(page.next_cursor).toBeNull();
    expect(page.items[0]).toEqual({
      id: ids[4],
      name: "Lister 4",
      phone: "(321) 555-0104",
      email: "paula@example.com",
      service: "Fence Install",
      message: "Three bedrooms, walls only",
      status: "new",
      answer_note: null,
      answered_at: null,
      answered_by_name: null,
      job: null,
      created_at: expect.any(String),
    });
  });

  it("pages with a keyset cursor, never repeating or skipping a request", async () => {
    const first = await list("?limit=2");
    const second = await list(`?limit=2&cursor=${first.next_cursor}`);
    const third = await list(`?limit=2&cursor=${second.next_cursor}`);
    expect(second.counts).toBeNull();
    expect([...first.items, ...second.items, ...third.items].map((quote) => quote.id)).toEqual([...ids].reverse());
    expect(third.next_cursor).toBeNull();
  });

  it("searches name, service, e-mail and phone, the phone by its digits too", async () => {
    expect((await list("?q=lister%203")).items.map((quote) => quote.id)).toEqual([ids[3]]);
    expect((await list("?q=deck")).items.map((quote) => quote.id)).toEqual([ids[3], ids[1]]);
    expect((await list("?q=3215550102")).items.map((quote) => quote.id)).toEqual([ids[2]]);
    expect((await list("?q=555-0101")).items.map((quote) => quote.id)).toEqual([ids[1]]);
    expect((await list("?q=PAULA@EXAMPLE")).items).toHaveLength(5);
    // The pattern's own wildcards are plain characters.
    expect((await list("?q=%25")).items).toEqual([]);
  });

  it("filters new and answered", async () => {
    expect((await answer(ids[0], "Called back, sent a price")).statusCode).toBe(200);
    expect((await list("?status=answered")).items.map((quote) => quote.id)).toEqual([ids[0]]);
    expect((await list("?status=new")).items.map((quote) => quote.id)).toEqual([ids[4], ids[3], ids[2], ids[1]]);
    expect((await list("?status=new")).counts).toEqual({ new: 4, answered: 1 });
  });

  it("refuses bad queries with 400 naming the field", async () => {
    for (const [query, field] of [
      ["?status=done", "status"],
      ["?limit=0", "limit"],
      ["?limit=101", "limit"],
      ["?cursor=not*a*cursor", "cursor"],
      ["?cursor=bm9wZQ", "cursor"],
      [`?q=${"x".repeat(101)}`, "q"],
      ["?q=a%00b", "q"],
    ]) {
      const response = await get(`/api/admin/quotes${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields?.[0]?.field ?? response.json().message, query).toContain(field);
    }
  });
});

describe("GET /api/admin/quotes/:id", () => {
  it("answers one request, 404 for an unknown one and 400 for a bad id", async () => {
    const id = await submitQuote({ name: "Single Quote" });
    const response = await get(`/api/admin/quotes/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, name: "Single Quote", status: "new" });
    expect((await get(`/api/admin/quotes/${MISSING}`)).statusCode).toBe(404);
    expect((await get("/api/admin/quotes/not-an-id")).statusCode).toBe(400);
  });
});

describe("POST /api/admin/quotes/:id/answer", () => {
  it("marks a new request answered, with the note, who and when, and audits it", async () => {
    const id = await submitQuote();
    const response = await answer(id, "  Called Paula; she will book online.  ");
    expect(response.statusCode, response.body).toBe(200);
    const quote = response.json() as TAdminQuote;
    expect(quote).toMatchObject({ status: "answered", answer_note: "Called Paula; she will book online.", answered_by_name: expect.any(String), job: null });
    expect(new Date(quote.answered_at!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "quote-request"), eq(auditLog.entity_id, id)));
    expect(entry).toMatchObject({ actor_id: admin.userId, action: "answer", details: { note: "Called Paula; she will book online." } });
  });

  it("refuses a second answer with 409 and keeps the first", async () => {
    const id = await submitQuote();
    await answer(id, "First answer");
    const again = await answer(id, "Second answer");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This quote request has already been answered.");
    expect((await get(`/api/admin/quotes/${id}`)).json().answer_note).toBe("First answer");
  });

  it("refuses a missing or blank note with 400 naming it, and an unknown request with 404", async () => {
    const id = await submitQuote();
    for (const note of [undefined, "", "   ", "x".repeat(2001), "a\u0000b", 12]) {
      const response = await answer(id, note);
      expect(response.statusCode, JSON.stringify(note)).toBe(400);
      expect(response.json().fields[0].field).toBe("note");
    }
    expect((await get(`/api/admin/quotes/${id}`)).json().status).toBe("new");
    expect((await answer(MISSING, "hello")).statusCode).toBe(404);
  });
});

describe("POST /api/admin/quotes/:id/job", () => {
  it("creates a pending job for a new customer of that e-mail, links it to the quote, and audits both", async () => {
    const [painting] = await t.database.db
      .insert(services)
      .values({ name: "Interior Painting", category: "Painting", base_price: 5000 })
      .returning({ id: services.id });
    const id = await submitQuote({ email: "new.customer@example.com" });
    const response = await convert(id, jobDetails({ customer_email: "New.Customer@example.com", priority: "high" }));
    expect(response.statusCode, response.body).toBe(201);
    const quote = response.json() as TAdminQuote;
    expect(quote).toMatchObject({ status: "answered", job: { id: expect.any(String), title: "Interior Painting", status: "pending" } });

    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, quote.job!.id));
    expect(job).toMatchObject({
      title: "Interior Painting",
      description: "Three bedrooms, walls only",
      status: "pending",
      priority: 3,
      scheduled_date: daysFromToday(3),
      scheduled_time: "10:00 AM",
      service_address: "12 Palm Way",
      service_state: "FL",
      service_zip: "32801",
      service_id: painting.id,
      booking_id: null,
      technician_id: null,
    });
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.id, job.customer_id));
    expect(customer).toMatchObject({ email: "new.customer@example.com", first_name: "Paula", last_name: "Painter", phone: "(407) 555-0123", city: "Orlando" });

    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.actor_id, admin.userId));
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: "create",
          entity: "job",
          entity_id: job.id,
          details: expect.objectContaining({ quote_request_id: id, title: "Interior Painting" }),
        }),
        expect.objectContaining({ action: "convert", entity: "quote-request", entity_id: id, details: { job_id: job.id } }),
      ]),
    );
  });

  it("uses the existing customer of that e-mail", async () => {
    const [existing] = await t.database.db
      .insert(customers)
      .values({ email: "regular@example.com", first_name: "Rita", last_name: "Regular" })
      .returning({ id: customers.id });
    const id = await submitQuote({ email: "regular@example.com", service: "Something Else" });
    const quote = (await convert(id, jobDetails({ customer_email: "regular@example.com", scheduled_date: null, scheduled_time: null }))).json() as TAdminQuote;
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, quote.job!.id));
    expect(job).toMatchObject({ customer_id: existing.id, scheduled_date: null, service_id: null });
  });

  it("turns an answered quote into a job too, keeping its answer", async () => {
    const id = await submitQuote();
    await answer(id, "Visit agreed for Thursday");
    const response = await convert(id);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: "answered", answer_note: "Visit agreed for Thursday", job: { status: "pending" } });
  });

  it("makes one job however many times it is submitted, even at once", async () => {
    const id = await submitQuote({ name: "Double Clicker" });
    const responses = await Promise.all([convert(id), convert(id), convert(id)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    const refused = responses.find((response) => response.statusCode === 409)!;
    expect(refused.json().message).toBe("This quote request has already been turned into a job.");
    const made = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.title, "Interior Painting"));
    const [linked] = await t.database.db.select({ job_id: quoteRequests.job_id }).from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(made.map((job) => job.id)).toContain(linked.job_id);
    expect((await convert(id)).statusCode).toBe(409);
    // A quote already a job cannot be answered afterwards either: it is answered.
    expect((await answer(id, "late")).statusCode).toBe(409);
  });

  it("refuses missing job details with 400 naming each field, and writes nothing", async () => {
    const id = await submitQuote({ email: "" });
    const before = await t.database.db.select({ id: jobs.id }).from(jobs);
    for (const [field, value] of [
      ["customer_email", undefined],
      ["customer_email", "not-an-email"],
      ["service_address", ""],
      ["service_city", ""],
      ["service_state", "Florida"],
      ["service_zip", "3280"],
      ["title", "x".repeat(201)],
      ["title", "   "],
      ["priority", "urgent"],
      ["scheduled_date", "next tuesday"],
      ["scheduled_time", "7:00 PM"],
      ["customer_phone", "call me"],
    ] as const) {
      const response = await convert(id, jobDetails({ [field]: value }));
      expect(response.statusCode, `${field}=${value}`).toBe(400);
      expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect(await t.database.db.select({ id: jobs.id }).from(jobs)).toHaveLength(before.length);
    expect((await get(`/api/admin/quotes/${id}`)).json()).toMatchObject({ status: "new", job: null });
    expect((await convert(MISSING)).statusCode).toBe(404);
  });

  it("keeps the quote answered when its job is deleted from the board", async () => {
    const id = await submitQuote();
    const quote = (await convert(id)).json() as TAdminQuote;
    await t.database.db.delete(jobs).where(eq(jobs.id, quote.job!.id));
    expect((await get(`/api/admin/quotes/${id}`)).json()).toMatchObject({ status: "answered", job: null });
  });
});
