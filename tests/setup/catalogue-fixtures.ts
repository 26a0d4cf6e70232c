import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { TDb } from "../../src/server/db/client.ts";
import { serviceAddOns, services, settings, technicians } from "../../src/server/db/schema.ts";
import { DEFAULT_BUSINESS_SETTINGS, type TBusinessSettings } from "../../src/shared/schemas/settings.ts";
import { businessToday } from "../../src/shared/rules/dates.ts";

/**
 * Open every hour of every day, no holidays: the booking tests that are not about the business's
 * hours book on days counted from today, whatever weekday that is (decision 0150). The hours'
 * own tests set the defaults back.
 */
export const OPEN_EVERY_DAY: TBusinessSettings["opening_hours"] = { weekly: Array.from({ length: 7 }, () => ({ open: 0, close: 24 })), holidays: [] };
export const TEST_BUSINESS_SETTINGS: TBusinessSettings = { ...DEFAULT_BUSINESS_SETTINGS, opening_hours: OPEN_EVERY_DAY };

/** Saves these business settings (the test defaults, open every day, unless told). */
export async function saveBusinessSettings(db: TDb, value: TBusinessSettings = TEST_BUSINESS_SETTINGS) {
  await db.insert(settings).values({ key: "business", value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** A flat and an hourly service with add-ons, as the booking tests need them; the business open every day. */
export async function seedBookableServices(db: TDb) {
  await saveBusinessSettings(db);
  const [flat, hourly, other] = await db
    .insert(services)
    .values([
      { name: "Faucet Repair", category: "Plumbing", base_price: 14900, pricing_type: "flat", unit: "job" },
      { name: "Handyman Hour", category: "Handyman", base_price: 8500, pricing_type: "hourly", min_hours: 2 },
      { name: "Lawn Care", category: "Outdoor", base_price: 6000, pricing_type: "flat", unit: "job" },
    ])
    .returning({ id: services.id });
  const [haulAway, valve, , otherAddOn] = await db
    .insert(serviceAddOns)
    .values([
      { service_id: flat.id, name: "Haul away old faucet", price: 2500 },
      { service_id: flat.id, name: "Shut-off valve", price: 4500 },
      { service_id: hourly.id, name: "Materials run", price: 3000 },
      { service_id: other.id, name: "Edging", price: 1500 },
    ])
    .returning({ id: serviceAddOns.id });
  return { flat: flat.id, hourly: hourly.id, other: other.id, haulAway: haulAway.id, valve: valve.id, otherAddOn: otherAddOn.id };
}

/** Sets how many bookings a slot takes: that many active technicians. */
export async function setActiveTechnicians(db: TDb, count: number, makeTechnician: () => Promise<string>) {
  await db.update(technicians).set({ is_active: false });
  for (let i = 0; i < count; i++) {
    const profileId = await makeTechnician();
    await db.update(technicians).set({ is_active: true }).where(eq(technicians.profile_id, profileId));
  }
}

export async function setMaxPerSlot(db: TDb, max: number | null) {
  await saveBusinessSettings(db, { ...TEST_BUSINESS_SETTINGS, max_bookings_per_slot: max });
}

/** A date some days from today in Florida, 'yyyy-MM-dd'. */
export function daysFromToday(days: number) {
  const date = new Date(`${businessToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function bookingRequest(serviceId: string, overrides: Record<string, unknown> = {}) {
  return {
    idempotency_key: randomUUID(),
    service_id: serviceId,
    scheduled_date: daysFromToday(3),
    scheduled_time: "10:00 AM",
    is_test: true,
    customer_name: "Maria Lopez",
    customer_email: "maria.lopez@example.com",
    customer_phone: "(407) 555-0199",
    service_address: "12 Palm Way",
    service_city: "Orlando",
    service_state: "FL",
    service_zip: "32801",
    ...overrides,
  };
}
