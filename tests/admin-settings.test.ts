import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog, bookings, payments, settings } from "../src/server/db/schema.ts";
import { STALE_SETTINGS } from "../src/server/modules/settings/settings.service.ts";
import { DEFAULT_BUSINESS_SETTINGS, type TBusinessSettings } from "../src/shared/schemas/settings.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Settings pane: admins read and save the business settings with compare-and-set;
// the public settings, the header's phone and the emergency charge read the saved values.
let t: TTestApp;
let admin: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" });
  admin = await t.signedIn("admin");
});
afterAll(() => t.close());

const read = (cookie: string | null = admin.cookie) => t.request({ method: "GET", url: "/api/admin/settings", cookie: cookie ?? undefined });
const save = (body: unknown, cookie: string | undefined = admin.cookie) =>
  t.request({ method: "PUT", url: "/api/admin/settings", cookie, payload: body as object });
const current = async () => (await read()).json() as { settings: TBusinessSettings; version: number };
const publicSettings = async () => (await t.request({ method: "GET", url: "/api/settings/public" })).json();

describe("who may call", () => {
  it("refuses visitors (401), customers and technicians (403) for both reading and saving", async () => {
    const body = { settings: DEFAULT_BUSINESS_SETTINGS, version: 0 };
    expect((await read(null)).statusCode).toBe(401);
    expect((await t.request({ method: "PUT", url: "/api/admin/settings", payload: body })).statusCode).toBe(401);
    for (const role of ["customer", "technician"] as const) {
      const { cookie } = await t.signedIn(role);
      expect((await read(cookie)).statusCode).toBe(403);
      expect((await save(body, cookie)).statusCode).toBe(403);
    }
    expect(await t.database.db.select().from(settings)).toEqual([]);
  });
});

describe("GET and PUT /api/admin/settings", () => {
  it("starts at the defaults, version 0, and saves with compare-and-set and an audit entry", async () => {
    const first = await current();
    expect(first).toMatchObject({ settings: DEFAULT_BUSINESS_SETTINGS, version: 0 });

    const edited = { ...first.settings, phone: "(321) 555-0199", emergency_fee_cents: 4000, tax_rate_percent: 6.5 };
    const saved = await save({ settings: edited, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ settings: edited, version: 1 });
    expect(await current()).toMatchObject({ settings: edited, version: 1 });

    const [audit] = await t.database.db
      .select({ actor_id: auditLog.actor_id, action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "settings"), eq(auditLog.entity_id, "business")));
    expect(audit).toEqual({
      actor_id: admin.userId,
      action: "update",
      details: {
        version: 1,
        changed: {
          phone: { from: DEFAULT_BUSINESS_SETTINGS.phone, to: "(321) 555-0199" },
          emergency_fee_cents: { from: 2500, to: 4000 },
          tax_rate_percent: { from: 7.5, to: 6.5 },
        },
      },
    });
  });

  it("answers 409 to a save from a stale version and keeps the newer values", async () => {
    const { settings: now, version } = await current();
    expect((await save({ settings: { ...now, name: "First Writer" }, version })).statusCode).toBe(200);
    const stale = await save({ settings: { ...now, name: "Second Writer" }, version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "CONFLICT", message: STALE_SETTINGS, fields: [{ field: "version", message: STALE_SETTINGS }] });
    expect((await current()).settings.name).toBe("First Writer");
  });

  it("lets exactly one of two racing saves of the same version pass", async () => {
    const { settings: now, version } = await current();
    const results = await Promise.all(["Racer A", "Racer B", "Racer C"].map((name) => save({ settings: { ...now, name }, version })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const after = await current();
    expect(after.version).toBe(version + 1);
    expect(["Racer A", "Racer B", "Racer C"]).toContain(after.settings.name);
  });

  it("names the field of bad input and writes nothing", async () => {
    const { settings: now, version } = await current();
    for (const [patch, field] of [
      [{ phone: "" }, "settings.phone"],
      [{ email: "not-an-email" }, "settings.email"],
      [{ emergency_fee_cents: -1 }, "settings.emergency_fee_cents"],
      [{ emergency_fee_cents: 12.5 }, "settings.emergency_fee_cents"],
      [{ tax_rate_percent: 101 }, "settings.tax_rate_percent"],
      [{ service_areas: [] }, "settings.service_areas"],
      [{ max_bookings_per_slot: 0 }, "settings.max_bookings_per_slot"],
      [{ embeds: { ...now.embeds, invoices_url: "javascript:alert(1)" } }, "settings.embeds.invoices_url"],
      [{ embeds: { ...now.embeds, customers_url: "http://plain.example.com" } }, "settings.embeds.customers_url"],
      // Decision 0150: a day closes after it opens; seven days; a holiday names a real month.
      [
        { opening_hours: { ...now.opening_hours, weekly: now.opening_hours.weekly.map((day, i) => (i === 1 ? { open: 18, close: 7 } : day)) } },
        "settings.opening_hours.weekly.1.close",
      ],
      [{ opening_hours: { ...now.opening_hours, weekly: now.opening_hours.weekly.slice(0, 6) } }, "settings.opening_hours.weekly"],
      [{ opening_hours: { ...now.opening_hours, holidays: [{ name: "Nowhen", kind: "date", month: 13, day: 1 }] } }, "settings.opening_hours.holidays.0.month"],
    ] as const) {
      const response = await save({ settings: { ...now, ...patch }, version });
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect((await save({ settings: now })).json().fields.map((f: { field: string }) => f.field)).toContain("version");
    expect((await current()).version).toBe(version);
  });
});

describe("the saved settings are used everywhere", () => {
  it("the public settings (the header's call button, the landing page) change at once", async () => {
    const { settings: now, version } = await current();
    const next = { ...now, phone: "(689) 555-0123", name: "HomeFix Orlando", service_areas: ["Orlando", "Sanford"], emergency_fee_cents: 3500 };
    expect((await save({ settings: next, version })).statusCode).toBe(200);
    const shown = await publicSettings();
    expect(shown).toMatchObject({ phone: "(689) 555-0123", name: "HomeFix Orlando", service_areas: ["Orlando", "Sanford"], emergency_fee_cents: 3500 });
    // The tax rate is told to the customer before paying (decision 0146); the labour rate and the
    // embed URLs stay private.
    expect(shown.tax_rate_percent).toBe(now.tax_rate_percent);
    expect(shown).not.toHaveProperty("labor_rate_cents");
    expect(shown).not.toHaveProperty("embeds");
  });

  it("the emergency charge is the saved fee, decided by the server", async () => {
    const { settings: now, version } = await current();
    expect((await save({ settings: { ...now, emergency_fee_cents: 4250 }, version })).statusCode).toBe(200);
    const viewer = await t.signedIn("customer");
    const response = await t.request({
      method: "POST",
      url: "/api/emergency/payments",
      cookie: viewer.cookie,
      payload: { idempotency_key: randomUUID(), is_test: true, amount: 1, customer_phone: "407-555-0100" },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { booking_id, amount } = response.json();
    expect(amount).toBe(4250);
    const [booking] = await t.database.db.select({ fee: bookings.emergency_fee_amount }).from(bookings).where(eq(bookings.id, booking_id));
    expect(booking.fee).toBe(4250);
    const [payment] = await t.database.db.select({ amount: payments.amount, kind: payments.kind }).from(payments).where(eq(payments.booking_id, booking_id));
    expect(payment).toEqual({ amount: 4250, kind: "emergency_fee" });
  });

  it("a saved group that no longer parses falls back to its default alone", async () => {
    const { settings: now } = await current();
    await t.database.db
      .update(settings)
      .set({ value: { ...now, embeds: { invoices_url: "http://old.example.com", customers_url: null, billing_settings_url: null } } })
      .where(eq(settings.key, "business"));
    const after = await current();
    expect(after.settings.embeds).toEqual(DEFAULT_BUSINESS_SETTINGS.embeds);
    expect(after.settings.phone).toBe(now.phone);
  });
});
