import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { auditLog, bookings, priceHistory, services, stormWaitlist } from "../src/server/db/schema.ts";
import { addDaysIso, businessToday, slotStart } from "../src/shared/rules/dates.ts";
import { LANDFALL_PAUSED } from "../src/shared/rules/storm.ts";
import type { TBusinessSettings, TStormSettings } from "../src/shared/schemas/settings.ts";
import { bookingRequest, daysFromToday, saveBusinessSettings, seedBookableServices, setActiveTechnicians } from "./setup/catalogue-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";
import { listening, openStream, type TReceived } from "./setup/sse-client.ts";
import { publish } from "../src/server/realtime/publish.ts";
import { audience } from "../src/shared/rules/live-audience.ts";

// Storm-season mode (decisions 0160, 0161): the phase saved with the settings and audited, the
// banner's and collection's public reads, Prep's hold-back of each slot, Landfall's pause.
let t: TTestApp;
let admin: { cookie: string; userId: string };
let ids: Awaited<ReturnType<typeof seedBookableServices>>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" });
  admin = await t.signedIn("admin");
  ids = await seedBookableServices(t.database.db);
  await setActiveTechnicians(t.database.db, 5, async () => (await t.signedIn("technician")).userId);
});
afterAll(() => t.close());
beforeEach(() => saveBusinessSettings(t.database.db));

const OFF: TStormSettings = { phase: "off", counties: [], hold_back_percent: 20, emergency_declared_on: null };
const current = async () =>
  (await t.request({ method: "GET", url: "/api/admin/settings", cookie: admin.cookie })).json() as { settings: TBusinessSettings; version: number };
async function setStorm(storm: Partial<TStormSettings>, cookie: string | undefined = admin.cookie) {
  const { settings, version } = await current();
  return t.request({ method: "PUT", url: "/api/admin/settings", cookie, payload: { settings: { ...settings, storm: { ...OFF, ...storm } }, version } });
}
const slots = async (date: string) =>
  (await t.request({ method: "GET", url: `/api/bookings/availability?date=${date}&service_id=${ids.other}` })).json() as {
    capacity: number;
    slots: { time: string; remaining: number }[];
  };

describe("the storm phase", () => {
  it("is set by admins only: 401 for a visitor, 403 for a customer or technician, nothing saved", async () => {
    const { settings, version } = await current();
    const body = { settings: { ...settings, storm: { ...OFF, phase: "prep", counties: ["Orange"] } }, version };
    expect((await t.request({ method: "PUT", url: "/api/admin/settings", payload: body })).statusCode).toBe(401);
    for (const role of ["customer", "technician"] as const) {
      const { cookie } = await t.signedIn(role);
      expect((await t.request({ method: "PUT", url: "/api/admin/settings", cookie, payload: body })).statusCode).toBe(403);
    }
    expect((await current()).settings.storm.phase).toBe("off");
  });

  it("moves through Prep, Landfall and Recovery to Off, each change audited with its before and after", async () => {
    const before = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "settings"));
    const steps: Partial<TStormSettings>[] = [
      { phase: "prep", counties: ["Orange", "Osceola"] },
      { phase: "landfall", counties: ["Orange"] },
      { phase: "recovery", counties: ["Orange"] },
      { phase: "off", counties: [] },
    ];
    for (const step of steps) {
      const saved = await setStorm(step);
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await current()).settings.storm).toMatchObject(step);
      const publicStorm = (await t.request({ method: "GET", url: "/api/settings/public" })).json().storm;
      expect(publicStorm).toMatchObject(step);
    }
    const entries = await t.database.db
      .select({ actor_id: auditLog.actor_id, details: auditLog.details, created_at: auditLog.created_at })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "settings"), eq(auditLog.entity_id, "business")));
    const stormChanges = entries
      .slice(before.length)
      .map((entry) => (entry.details as { changed: { storm?: { from: TStormSettings; to: TStormSettings } } }).changed.storm);
    expect(stormChanges.map((change) => [change?.from.phase, change?.to.phase])).toEqual([
      ["off", "prep"],
      ["prep", "landfall"],
      ["landfall", "recovery"],
      ["recovery", "off"],
    ]);
    expect(entries.slice(before.length).every((entry) => entry.actor_id === admin.userId)).toBe(true);
  });

  it("refuses a phase without a county, naming the field, and keeps the saved phase", async () => {
    const response = await setStorm({ phase: "landfall", counties: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(expect.arrayContaining([expect.objectContaining({ field: "settings.storm.counties" })]));
    expect((await setStorm({ phase: "prep", counties: ["Atlantis"] as never })).statusCode).toBe(400);
    expect((await current()).settings.storm.phase).toBe("off");
  });
});

describe("Prep", () => {
  it("pins the Storm prep collection, only work that needs no licensed trade; none while off", async () => {
    const db = t.database.db;
    const [shutters, panel] = await db
      .insert(services)
      .values([
        { name: "Storm Shutter Panels", category: "Handyman", base_price: 12000, pricing_type: "flat", unit: "job", storm_collections: ["prep"] },
        {
          name: "Generator Inlet Install",
          category: "Electrical",
          base_price: 30000,
          pricing_type: "flat",
          unit: "job",
          storm_collections: ["prep"],
          licensed_trade: "electrical",
        },
        { name: "Tarp a Roof", category: "Handyman", base_price: 20000, pricing_type: "flat", unit: "job", storm_collections: ["recovery"] },
      ])
      .returning({ id: services.id });
    const collection = async () => (await t.request({ method: "GET", url: "/api/storm/collection" })).json();
    expect(await collection()).toEqual({ collection: null, title: null, services: [] });

    expect((await setStorm({ phase: "prep", counties: ["Orange"] })).statusCode).toBe(200);
    const prep = await collection();
    expect(prep.title).toBe("Storm prep");
    expect(prep.services.map((service: { name: string }) => service.name)).toEqual(["Storm Shutter Panels"]);
    expect(prep.services.map((service: { id: string }) => service.id)).not.toContain(panel.id);

    expect((await setStorm({ phase: "recovery", counties: ["Orange"] })).statusCode).toBe(200);
    const recovery = await collection();
    expect(recovery.title).toBe("Storm recovery");
    expect(recovery.services.map((service: { name: string }) => service.name)).toEqual(["Tarp a Roof"]);
    expect(recovery.services.map((service: { id: string }) => service.id)).not.toContain(shutters.id);

    // The admin marks the tarp work as roofing: it leaves the collection, whatever its tags.
    const [tarp] = await db.select({ id: services.id }).from(services).where(eq(services.name, "Tarp a Roof"));
    const marked = await t.request({
      method: "PUT",
      url: `/api/admin/services/${tarp.id}`,
      cookie: admin.cookie,
      payload: {
        name: "Tarp a Roof",
        category: "Handyman",
        base_price: 20000,
        pricing_type: "flat",
        unit: "job",
        storm_collections: ["recovery"],
        licensed_trade: "roofing",
      },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ licensed_trade: "roofing", storm_collections: ["recovery"] });
    expect((await collection()).services).toEqual([]);
    const bad = await t.request({
      method: "PUT",
      url: `/api/admin/services/${tarp.id}`,
      cookie: admin.cookie,
      payload: { name: "Tarp a Roof", category: "Handyman", licensed_trade: "welding" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe("licensed_trade");
  });

  it("offers licensed work when a licensed partner does it, named with their license; partner and license both or neither", async () => {
    const [roof] = await t.database.db
      .insert(services)
      .values({
        name: "Emergency Roof Tarp",
        category: "Roofing",
        base_price: 25000,
        pricing_type: "flat",
        unit: "job",
        licensed_trade: "roofing",
        storm_collections: ["recovery"],
      })
      .returning({ id: services.id });
    expect((await setStorm({ phase: "recovery", counties: ["Orange"] })).statusCode).toBe(200);
    const names = async () =>
      ((await t.request({ method: "GET", url: "/api/storm/collection" })).json().services as { name: string }[]).map((service) => service.name);
    expect(await names()).not.toContain("Emergency Roof Tarp");

    const save = (fields: Record<string, unknown>) =>
      t.request({
        method: "PUT",
        url: `/api/admin/services/${roof.id}`,
        cookie: admin.cookie,
        payload: {
          name: "Emergency Roof Tarp",
          category: "Roofing",
          base_price: 25000,
          pricing_type: "flat",
          unit: "job",
          storm_collections: ["recovery"],
          ...fields,
        },
      });
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ licensed_trade: "roofing", licensed_partner: "Sunshine State Roofing" }, "partner_license_number", "is required with a licensed partner"],
      [{ licensed_trade: "roofing", partner_license_number: "CCC1331234" }, "licensed_partner", "is required with a license number"],
      [{ licensed_partner: "Sunshine State Roofing", partner_license_number: "CCC1331234" }, "licensed_trade", "must be chosen for a licensed partner"],
      [
        { licensed_trade: "roofing", licensed_partner: "Sunshine State Roofing", partner_license_number: "12-34" },
        "partner_license_number",
        "must be a Florida license number, such as CCC1331234",
      ],
    ];
    for (const [fields, field, message] of refusals) {
      const refused = await save(fields);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().fields).toEqual([{ field, message }]);
    }
    const [unchanged] = await t.database.db.select().from(services).where(eq(services.id, roof.id));
    expect(unchanged).toMatchObject({ licensed_trade: "roofing", licensed_partner: null, partner_license_number: null });

    const saved = await save({ licensed_trade: "roofing", licensed_partner: "Sunshine State Roofing", partner_license_number: "ccc 133 1234" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ licensed_partner: "Sunshine State Roofing", partner_license_number: "CCC1331234" });
    const offered = (await t.request({ method: "GET", url: "/api/storm/collection" }))
      .json()
      .services.find((service: { id: string }) => service.id === roof.id);
    expect(offered).toMatchObject({ licensed_trade: "roofing", licensed_partner: "Sunshine State Roofing", partner_license_number: "CCC1331234" });

    // Without the partner it leaves the collection again.
    expect((await save({ licensed_trade: "roofing" })).statusCode).toBe(200);
    expect(await names()).not.toContain("Emergency Roof Tarp");
  });

  it("holds back the set share of each slot from the public: 20 % of 5 places is 1, then 40 % is 2", async () => {
    await setActiveTechnicians(t.database.db, 5, async () => (await t.signedIn("technician")).userId);
    const date = daysFromToday(4);
    expect((await slots(date)).slots.find((slot) => slot.time === "10:00 AM")?.remaining).toBe(5);
    expect((await setStorm({ phase: "prep", counties: ["Orange"] })).statusCode).toBe(200);
    const held = await slots(date);
    expect(held.capacity).toBe(4);
    expect(held.slots.find((slot) => slot.time === "10:00 AM")?.remaining).toBe(4);
    expect((await setStorm({ phase: "prep", counties: ["Orange"], hold_back_percent: 40 })).statusCode).toBe(200);
    expect((await slots(date)).slots.find((slot) => slot.time === "10:00 AM")?.remaining).toBe(3);

    // The last public place taken, the held-back ones are not offered.
    for (let i = 0; i < 3; i++) {
      const response = await t.request({
        method: "POST",
        url: "/api/bookings",
        payload: bookingRequest(ids.other, { scheduled_date: date, customer_email: `prep${i}@example.com`, customer_phone: `(407) 555-01${i}0` }),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    expect((await slots(date)).slots.find((slot) => slot.time === "10:00 AM")?.remaining).toBe(0);
    const refused = await t.request({
      method: "POST",
      url: "/api/bookings",
      payload: bookingRequest(ids.other, { scheduled_date: date, customer_email: "prep9@example.com" }),
    });
    expect(refused.statusCode).toBe(409);
    // Off again: the places held back are offered.
    expect((await setStorm({ phase: "off" })).statusCode).toBe(200);
    expect((await slots(date)).slots.find((slot) => slot.time === "10:00 AM")?.remaining).toBe(2);
  });
});

describe("Landfall", () => {
  it("refuses a field booking in an affected county with the reason, and takes one elsewhere", async () => {
    expect((await setStorm({ phase: "landfall", counties: ["Orange", "Osceola"] })).statusCode).toBe(200);
    const key = randomUUID();
    const refused = await t.request({
      method: "POST",
      url: "/api/bookings",
      payload: bookingRequest(ids.flat, { idempotency_key: key, service_city: "Kissimmee", customer_email: "landfall@example.com" }),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "CONFLICT", message: LANDFALL_PAUSED, fields: [{ field: "service_city" }] });
    expect(await t.database.db.select().from(bookings).where(eq(bookings.customer_email, "landfall@example.com"))).toEqual([]);

    const elsewhere = await t.request({
      method: "POST",
      url: "/api/bookings",
      payload: bookingRequest(ids.flat, { service_city: "Tampa", customer_email: "tampa@example.com", scheduled_date: daysFromToday(6) }),
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });

  it("pauses the emergency charge in an affected county (or where the city is not given), not elsewhere", async () => {
    expect((await setStorm({ phase: "landfall", counties: ["Orange"] })).statusCode).toBe(200);
    const pay = (extra: object) =>
      t.request({
        method: "POST",
        url: "/api/emergency/payments",
        payload: { idempotency_key: randomUUID(), is_test: true, customer_phone: "407-555-0100", ...extra },
      });
    for (const extra of [{ service_city: "Orlando" }, {}]) {
      const refused = await pay(extra);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(LANDFALL_PAUSED);
    }
    const lakeland = await pay({ service_city: "Lakeland" });
    expect(lakeland.statusCode).toBe(201);
    const [booking] = await t.database.db.select({ city: bookings.service_city }).from(bookings).where(eq(bookings.id, lakeland.json().booking_id));
    expect(booking.city).toBe("Lakeland");
    expect((await setStorm({ phase: "recovery", counties: ["Orange"] })).statusCode).toBe(200);
    expect((await pay({ service_city: "Orlando" })).statusCode).toBe(201);
  });
});

describe("the price lock while a state of emergency is declared", () => {
  const putService = (id: string, base_price: number) =>
    t.request({
      method: "PUT",
      url: `/api/admin/services/${id}`,
      cookie: admin.cookie,
      payload: { name: "Gutter Clearing", category: "Outdoor", base_price, pricing_type: "flat", unit: "job" },
    });

  it("refuses a service's increase above its 30-day average before the declaration, allows a decrease, and any change after it ends", async () => {
    const created = await t.request({
      method: "POST",
      url: "/api/admin/services",
      cookie: admin.cookie,
      payload: { name: "Gutter Clearing", category: "Outdoor", base_price: 12000, pricing_type: "flat", unit: "job" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().id;
    // Its history: $80 until 15 days before today, then $120: the 30 days before average about $100.
    const today = businessToday();
    await t.database.db.delete(priceHistory).where(eq(priceHistory.item_id, id));
    await t.database.db.insert(priceHistory).values([
      { item: "service", item_id: id, price_cents: 8000, effective_from: slotStart(addDaysIso(today, -40), "12:00 AM") },
      { item: "service", item_id: id, price_cents: 12000, effective_from: slotStart(addDaysIso(today, -15), "12:00 AM") },
    ]);
    expect((await setStorm({ phase: "prep", counties: ["Orange"], emergency_declared_on: today })).statusCode).toBe(200);

    const refused = await putService(id, 12500);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: "base_price", message: expect.stringMatching(/F\.S\. 501\.160.*\(\$(99\.9\d|100\.0\d)\)/) }]);
    expect((await t.database.db.select({ price: services.base_price }).from(services).where(eq(services.id, id)))[0].price).toBe(12000);

    // Down is always allowed, even above the average; back up only to the average.
    expect((await putService(id, 11000)).statusCode).toBe(200);
    expect((await putService(id, 11500)).statusCode).toBe(400);
    expect((await putService(id, 9000)).statusCode).toBe(200);
    expect((await putService(id, 9900)).statusCode).toBe(200);
    expect((await putService(id, 10100)).statusCode).toBe(400);

    // The declaration ends: increases are allowed again.
    expect((await setStorm({ phase: "recovery", counties: ["Orange"], emergency_declared_on: null })).statusCode).toBe(200);
    expect((await putService(id, 15000)).statusCode).toBe(200);
    const recorded = await t.database.db.select({ price: priceHistory.price_cents }).from(priceHistory).where(eq(priceHistory.item_id, id));
    expect(recorded.map((row) => row.price)).toEqual(expect.arrayContaining([11000, 9000, 9900, 15000]));
    expect(recorded.map((row) => row.price)).not.toContain(12500);
  });

  it("refuses raising the hourly rate while declared (the field named), allows lowering it, and raising it after", async () => {
    const today = businessToday();
    const save = async (labor_rate_cents: number, declared: string | null) => {
      const { settings, version } = await current();
      return t.request({
        method: "PUT",
        url: "/api/admin/settings",
        cookie: admin.cookie,
        payload: { settings: { ...settings, labor_rate_cents, storm: { ...settings.storm, emergency_declared_on: declared } }, version },
      });
    };
    // Declaring and raising in one save is refused too.
    const refused = await save(9000, today);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: "settings.labor_rate_cents", message: expect.stringContaining("($85.00)") }]);
    expect((await save(8500, today)).statusCode).toBe(200);
    expect((await save(9000, today)).statusCode).toBe(400);
    expect((await save(8000, today)).statusCode).toBe(200);
    expect((await save(9500, null)).statusCode).toBe(200);
    expect((await current()).settings.labor_rate_cents).toBe(9500);
  });
});

describe("the storm waitlist", () => {
  const join = (need: string, name: string, key: string = randomUUID()) =>
    t.request({
      method: "POST",
      url: "/api/storm/waitlist",
      payload: {
        idempotency_key: key,
        customer_name: name,
        customer_email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.com`,
        customer_phone: "(407) 555-0123",
        service_address: "1 Oak St",
        service_city: "Orlando",
        need,
      },
    });
  const placeOf = async (id: string) => (await t.request({ method: "GET", url: `/api/storm/waitlist/${id}` })).json().place;

  it("is closed while storm mode is off or in Prep", async () => {
    const refused = await join("debris", "Closed Off");
    expect(refused.statusCode).toBe(409);
    expect((await setStorm({ phase: "prep", counties: ["Orange"] })).statusCode).toBe(200);
    expect((await join("debris", "Closed Prep")).statusCode).toBe(409);
  });

  it("orders by need, then by arrival; each sees their place; the office fills from the top", async () => {
    expect((await setStorm({ phase: "recovery", counties: ["Orange"] })).statusCode).toBe(200);
    const ids: Record<string, string> = {};
    for (const [need, name] of [
      ["cosmetic", "Cora Cosmetic"],
      ["debris", "Dan Debris"],
      ["water", "Wes Water"],
      ["tree_on_house", "Tia Tree"],
      ["blocked_exit", "Bo Exit"],
      ["water", "Wyn Water"],
    ] as const) {
      const joined = await join(need, name);
      expect(joined.statusCode, joined.body).toBe(201);
      ids[name] = joined.json().id;
    }
    const order = ["Wes Water", "Wyn Water", "Tia Tree", "Bo Exit", "Dan Debris", "Cora Cosmetic"];
    for (const [index, name] of order.entries()) expect(await placeOf(ids[name])).toBe(index + 1);

    // A retried request keeps its place and makes no second one.
    const key = randomUUID();
    const first = await join("debris", "Rita Retry", key);
    const again = await join("debris", "Rita Retry", key);
    expect(again.json().id).toBe(first.json().id);
    expect(again.json().place).toBe(6);

    // Only admins read the list and book from it.
    expect((await t.request({ method: "GET", url: "/api/admin/storm/waitlist" })).statusCode).toBe(401);
    const { cookie } = await t.signedIn("customer");
    expect((await t.request({ method: "GET", url: "/api/admin/storm/waitlist", cookie })).statusCode).toBe(403);
    expect((await t.request({ method: "POST", url: `/api/admin/storm/waitlist/${ids["Wes Water"]}/booked`, cookie, payload: {} })).statusCode).toBe(403);

    const list = (await t.request({ method: "GET", url: "/api/admin/storm/waitlist?limit=3", cookie: admin.cookie })).json();
    expect(list.total).toBe(7);
    expect(list.entries.map((entry: { customer_name: string; place: number }) => [entry.place, entry.customer_name])).toEqual([
      [1, "Wes Water"],
      [2, "Wyn Water"],
      [3, "Tia Tree"],
    ]);

    const booked = await t.request({ method: "POST", url: `/api/admin/storm/waitlist/${ids["Wes Water"]}/booked`, cookie: admin.cookie, payload: {} });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({ status: "booked", place: null });
    // Everyone below moves up one.
    expect(await placeOf(ids["Wyn Water"])).toBe(1);
    expect(await placeOf(ids["Cora Cosmetic"])).toBe(6);
    // A repeat answers the same and audits once.
    expect(
      (await t.request({ method: "POST", url: `/api/admin/storm/waitlist/${ids["Wes Water"]}/booked`, cookie: admin.cookie, payload: {} })).statusCode,
    ).toBe(200);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "storm_waitlist"), eq(auditLog.entity_id, ids["Wes Water"])));
    expect(audits).toHaveLength(1);
    expect((await t.request({ method: "GET", url: `/api/storm/waitlist/${randomUUID()}` })).statusCode).toBe(404);
  });

  it("takes requests at landfall, when bookings are paused", async () => {
    expect((await setStorm({ phase: "landfall", counties: ["Orange"] })).statusCode).toBe(200);
    const joined = await join("water", "Lana Landfall");
    expect(joined.statusCode).toBe(201);
    expect(joined.json().status).toBe("waiting");
  });
});

describe("the storm waitlist's expected call, and its moves heard live", () => {
  const join = (need: string, name: string) =>
    t.request({
      method: "POST",
      url: "/api/storm/waitlist",
      payload: {
        idempotency_key: randomUUID(),
        customer_name: name,
        customer_email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.com`,
        customer_phone: "(407) 555-0124",
        service_address: "2 Pine St",
        service_city: "Orlando",
        need,
      },
    });
  const read = async (id: string) => (await t.request({ method: "GET", url: `/api/storm/waitlist/${id}` })).json();
  const bookTop = async () => {
    const [top] = (await t.request({ method: "GET", url: "/api/admin/storm/waitlist?limit=1", cookie: admin.cookie })).json().entries;
    const booked = await t.request({ method: "POST", url: `/api/admin/storm/waitlist/${top.id}/booked`, cookie: admin.cookie, payload: {} });
    expect(booked.statusCode, booked.body).toBe(200);
    return booked.json();
  };

  it("promises no time before the office books anyone in the last day, then follows its pace", async () => {
    expect((await setStorm({ phase: "recovery", counties: ["Orange"] })).statusCode).toBe(200);
    // Whatever was booked earlier, more than a day ago: no pace.
    await t.database.db
      .update(stormWaitlist)
      .set({ booked_at: sql`now() - interval '30 hours'` })
      .where(eq(stormWaitlist.status, "booked"));
    const joined = await join("cosmetic", "Pia Pace");
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().expected).toBeNull();

    const booked = await bookTop();
    // A request no longer waiting expects no call.
    expect(booked.expected).toBeNull();
    // One booked just now counts as one an hour: the requests ahead are an hour each.
    const { place, expected } = await read(joined.json().id);
    expect(expected).toEqual({ from_hours: place - 1, to_hours: Math.ceil(1.5 * place), booked_last_day: 1 });

    // Four booked over the last two hours: two an hour, so the wait halves.
    for (let i = 0; i < 3; i += 1) await bookTop();
    await t.database.db.execute(
      sql`update storm_waitlist set booked_at = now() - interval '2 hours' where id = (select id from storm_waitlist where status = 'booked' and booked_at > now() - interval '1 hour' order by booked_at limit 1)`,
    );
    const later = await read(joined.json().id);
    expect(later.expected).toEqual({ from_hours: Math.floor((later.place - 1) / 2), to_hours: Math.ceil((1.5 * later.place) / 2), booked_last_day: 4 });
  });

  it("tells each request's stream and the admins when the waitlist moves, and no one else", async () => {
    expect((await setStorm({ phase: "recovery", counties: ["Orange"] })).statusCode).toBe(200);
    const base = await listening(t.app);
    const customer = await t.signedIn("customer");
    const mine = await join("debris", "Lee Live");
    const [waiting, office, other, unknown] = await Promise.all([
      openStream(`${base}/api/storm/waitlist/${mine.json().id}/events`),
      openStream(`${base}/api/events`, { cookie: admin.cookie }),
      openStream(`${base}/api/events`, { cookie: customer.cookie }),
      openStream(`${base}/api/storm/waitlist/${randomUUID()}/events`),
    ]);
    try {
      expect(waiting.status).toBe(200);
      expect(unknown.status).toBe(404);
      const moved = (event: TReceived) => event.event === "storm.waitlist.changed";
      // A more urgent request goes ahead of Lee.
      expect((await join("water", "Una Urgent")).statusCode).toBe(201);
      await waiting.waitFor(moved);
      await office.waitFor(moved);
      // The office books from the top: Lee moves up, and hears it.
      const heard = waiting.real().filter(moved).length;
      await bookTop();
      await expect.poll(() => waiting.real().filter(moved).length).toBeGreaterThan(heard);
      // The customer's own stream heard nothing of it (an event only for them arrives after).
      await publish(t.database.db, { type: "notification.read", payload: {}, audience: [audience.user(customer.userId)] });
      await other.waitFor((event) => event.event === "notification.read");
      expect(other.real().some(moved)).toBe(false);
      // The event says nothing of anyone: its name alone.
      expect(waiting.real().find(moved)!.data).toEqual({});
    } finally {
      for (const open of [waiting, office, other, unknown]) open.close();
    }
  });
});
