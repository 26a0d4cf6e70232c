import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";
import { profiles } from "../src/server/db/schema.ts";

// Lists that scale: keyset pages never repeat or skip a row, even when rows share a
// timestamp or arrive between two pages, and a forged cursor is a 400, not a failed query.
let t: TTestApp;
let admin: { cookie: string };
let customer: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn("admin");
  customer = await t.signedIn("customer");
  for (let i = 0; i < 6; i++) await t.signedIn("customer", `keyset-${i}@example.com`);
  // Three users share one instant, down to the microsecond: the id breaks the tie.
  await t.database.db.execute(sql`update ${profiles} set created_at = '2026-01-01 12:00:00.123456+00' where email like 'keyset-%' and email < 'keyset-3'`);
});
afterAll(() => t.close());

type TPageBody = { items: { id: string; email: string }[]; next_cursor: string | null; total: number };
const page = async (query: string) => {
  const response = await t.request({ method: "GET", url: `/api/admin/users?${query}`, cookie: admin.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TPageBody;
};

async function walk(query: string, limit: number, from: string | null = null) {
  const seen: string[] = [];
  let cursor = from;
  do {
    const body: TPageBody = await page(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(body.items.length).toBeLessThanOrEqual(limit);
    seen.push(...body.items.map((item) => item.email));
    cursor = body.next_cursor;
  } while (cursor);
  return seen;
}

describe("keyset paging of the users list", () => {
  it("walks every user exactly once in the order of one full page", async () => {
    const all = (await page("limit=100")).items.map((item) => item.email);
    for (const limit of [1, 2, 3]) expect(await walk("q=", limit)).toEqual(all);
    expect(new Set(all).size).toBe(all.length);
  });

  it("neither repeats nor skips when a user signs up between two pages", async () => {
    const first = await page("limit=2");
    await t.signedIn("customer", "keyset-late@example.com");
    const rest = await walk("q=", 2, first.next_cursor);
    const before = first.items.map((item) => item.email);
    expect(rest.filter((email) => before.includes(email))).toEqual([]);
    expect(rest).not.toContain("keyset-late@example.com");
    expect([...before, ...rest]).toHaveLength((await page("limit=100")).total - 1);
  });

  it("searches by name or e-mail, with the total of the matches", async () => {
    const body = await page("q=KEYSET-&limit=100");
    expect(body.items.every((item) => item.email.startsWith("keyset-"))).toBe(true);
    expect(body.total).toBe(body.items.length);
    expect((await page("q=%25&limit=100")).items).toEqual([]);
  });

  it("refuses a forged cursor with a 400 that names it", async () => {
    for (const cursor of ["not*base64", Buffer.from('["yesterday","x"]').toString("base64url"), Buffer.from("{}").toString("base64url")]) {
      const response = await t.request({ method: "GET", url: `/api/admin/users?cursor=${cursor}`, cookie: admin.cookie });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().fields[0].field).toBe("cursor");
    }
  });
});

// A cursor is the base64url of the last row's key; a forged one may hold a date no calendar has.
const forged = (key: [string, string]) => Buffer.from(JSON.stringify(key)).toString("base64url");
const SOME_ID = "00000000-0000-4000-8000-000000000000";
const IMPOSSIBLE_KEYS: [string, string][] = [
  ["2026-02-30 12:00:00+00", SOME_ID],
  ["2026-13-01 12:00:00+00", SOME_ID],
  ["2026-01-01 25:00:00+00", SOME_ID],
  ["2026-01-01 12:61:00+00", SOME_ID],
  ["0000-01-01 12:00:00+00", SOME_ID],
  ["2026-01-01 12:00:00+99", SOME_ID],
  ["2025-02-29 12:00:00+00", SOME_ID],
];
const CUSTOMER_LISTS = ["/api/me/bookings", "/api/me/payments"];
const ADMIN_LISTS = [
  "/api/admin/users",
  "/api/admin/jobs",
  "/api/admin/invoices/uninvoiced-jobs",
  "/api/admin/payments",
  "/api/admin/quotes",
  "/api/admin/inbox",
];

describe("a forged cursor with an impossible key", () => {
  it("is a 400 naming the cursor on every list that pages by time", async () => {
    for (const [url, cookie] of [...CUSTOMER_LISTS.map((url) => [url, customer.cookie]), ...ADMIN_LISTS.map((url) => [url, admin.cookie])]) {
      for (const key of IMPOSSIBLE_KEYS) {
        const response = await t.request({ method: "GET", url: `${url}?cursor=${forged(key)}`, cookie });
        expect(response.statusCode, `${url} ${JSON.stringify(key)}: ${response.body.slice(0, 200)}`).toBe(400);
        expect(response.json().fields[0].field).toBe("cursor");
      }
    }
  });

  it("still pages with a real key written the way PostgreSQL writes it", async () => {
    for (const key of [["2026-02-28 23:59:59.999999+00", SOME_ID] as [string, string], ["2024-02-29 00:00:00-05", SOME_ID] as [string, string]]) {
      const response = await t.request({ method: "GET", url: `/api/admin/users?cursor=${forged(key)}`, cookie: admin.cookie });
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});
