// Demo data for the zero-setup mode (DESIGN.md, Principles 6): a catalogue, people, a job
// board around today, a customer's bookings, banners and settings. Runs only on an empty
// catalogue, so starting the app twice never duplicates anything.
import { inArray, sql } from "drizzle-orm";
import type { TRole } from "../../shared/roles.ts";
import { DEFAULT_BUSINESS_SETTINGS } from "../../shared/schemas/settings.ts";
import type { TDb } from "./client.ts";
import { bannerAds, customers, heroBanners, jobs, profiles, quoteRequests, serviceAddOns, serviceReviews, services, settings, technicians } from "./schema.ts";
import { insertCustomerActivity } from "./seed-data/customer-activity.ts";
import { insertInvoices } from "./seed-data/invoices.ts";
import { insertTechnicianHours } from "./seed-data/technician-hours.ts";
import { ADD_ONS_ES, SERVICES_ES } from "./seed-data/services-es.ts";
import { ALL_SERVICES, DAY_MINUTES, STATE, jobValues, requireId, type TCustomerRow } from "./seed-data/helpers.ts";
import type { TTx } from "./tx.ts";
import { DEMO_JOBS } from "./seed-data/jobs.ts";
import { DEMO_ADMIN, DEMO_CUSTOMERS, DEMO_GUESTS, DEMO_TECHNICIANS } from "./seed-data/people.ts";
import { DEMO_REVIEWS } from "./seed-data/reviews.ts";
import { insertAnsweredChat, insertSupportChats } from "./seed-data/support.ts";
import { minutesBefore, seededRandom } from "./seed-data/time.ts";
import type { TSeedUser } from "./seed-data/types.ts";
import { DEMO_BANNERS, DEMO_QUOTES } from "./seed-data/website.ts";

/** The demo business offers the first-booking discount its hero advertises. */
export const DEMO_BUSINESS_SETTINGS = { ...DEFAULT_BUSINESS_SETTINGS, first_booking_discount: { enabled: true, percent: 10 } };

export type TCreateSeedUser = (input: {
  email: string;
  name: string;
  role: TRole;
  first_name: string;
  last_name: string;
  phone: string;
  address?: string;
  city?: string;
  state?: string;
  zip_code?: string;
}) => Promise<string>; // creates the auth user (e-mail verified, password set by the caller) AND its profiles row; returns the user id

export type TSeedOptions = {
  /** The day the demo revolves around (local time); defaults to now. */
  today?: Date;
};

export async function seedDemoData(db: TDb, createUser: TCreateSeedUser, options: TSeedOptions = {}): Promise<{ seeded: boolean }> {
  const today = options.today ?? new Date();
  const existing = await db.select({ id: services.id }).from(services).limit(1);
  if (existing.length > 0) return { seeded: false };

  // Auth users are written by the auth library outside our transaction, so they come first;
  // users left by an earlier, failed run are reused rather than created twice.
  const userIds = await ensureUsers(db, createUser, [DEMO_ADMIN, ...DEMO_TECHNICIANS, ...DEMO_CUSTOMERS]);

  await db.transaction(async (tx) => {
    const serviceIds = await insertCatalogue(tx, today);
    const technicianIds = await insertTechnicians(tx, userIds, today);
    await insertTechnicianHours(tx, today, technicianIds);
    const customerRows = await insertCustomers(tx, userIds, today);
    await insertJobs(tx, today, serviceIds, technicianIds, customerRows);
    await insertCustomerActivity(tx, today, userIds, serviceIds, technicianIds, customerRows);
    await insertInvoices(tx, today, requireId(userIds, DEMO_ADMIN.email), DEMO_BUSINESS_SETTINGS.tax_rate_percent);
    await insertWebsite(tx, today);
    await insertSupportChats(tx, today);
    const customer = DEMO_CUSTOMERS[0];
    await insertAnsweredChat(
      tx,
      today,
      { userId: requireId(userIds, customer.email), name: `${customer.first_name} ${customer.last_name}`, email: customer.email },
      requireId(userIds, DEMO_ADMIN.email),
    );
    // The app may already have written its settings; those win over the demo defaults.
    await tx.insert(settings).values({ key: "business", value: DEMO_BUSINESS_SETTINGS }).onConflictDoNothing();
  });
  return { seeded: true };
}

async function ensureUsers(db: TDb, createUser: TCreateSeedUser, people: TSeedUser[]): Promise<Map<string, string>> {
  const emails = people.map((p) => p.email.toLowerCase());
  const found = await db
    .select({ id: profiles.id, email: profiles.email })
    .from(profiles)
    .where(inArray(sql`lower(${profiles.email})`, emails));
  const ids = new Map(found.map((row) => [row.email.toLowerCase(), row.id]));
  for (const person of people) {
    if (ids.has(person.email)) continue;
    const id = await createUser({
      email: person.email,
      name: `${person.first_name} ${person.last_name}`,
      role: person.role,
      first_name: person.first_name,
      last_name: person.last_name,
      phone: person.phone,
      address: person.address,
      city: person.city,
      state: STATE,
      zip_code: person.zip_code,
    });
    ids.set(person.email, id);
  }
  return ids;
}

async function insertCatalogue(tx: TTx, today: Date): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  // Staggered creation times give the admin list a stable "newest first" order.
  for (const [index, { slug, add_ons, ...service }] of ALL_SERVICES.entries()) {
    const created = minutesBefore(today, (ALL_SERVICES.length - index) * DAY_MINUTES * 7);
    const [row] = await tx
      .insert(services)
      .values({ ...service, ...SERVICES_ES[slug], created_at: created, updated_at: created })
      .returning({ id: services.id });
    ids.set(slug, row.id);
    if (add_ons.length > 0) await tx.insert(serviceAddOns).values(add_ons.map((a) => ({ ...a, name_es: ADD_ONS_ES[a.name] ?? null, service_id: row.id })));
  }

  const random = seededRandom(2024);
  await tx.insert(serviceReviews).values(
    DEMO_REVIEWS.map(({ service, days_ago, ...review }) => ({
      ...review,
      service_id: requireId(ids, service),
      created_at: minutesBefore(today, days_ago * DAY_MINUTES + Math.floor(random() * 600)),
    })),
  );
  return ids;
}

async function insertTechnicians(tx: TTx, userIds: Map<string, string>, today: Date): Promise<string[]> {
  const rows = await tx
    .insert(technicians)
    .values(
      DEMO_TECHNICIANS.map((t, i) => ({
        profile_id: requireId(userIds, t.email),
        is_active: true,
        created_at: minutesBefore(today, (400 - i * 60) * DAY_MINUTES),
      })),
    )
    // Giving an account the technician role already made its record: keep it, set the demo dates.
    .onConflictDoUpdate({ target: technicians.profile_id, set: { is_active: true, created_at: sql`excluded.created_at` } })
    .returning({ id: technicians.id, profile_id: technicians.profile_id });
  const idByProfile = new Map(rows.map((r) => [r.profile_id, r.id]));
  // Keep DEMO_TECHNICIANS' order: job templates refer to technicians by index.
  return DEMO_TECHNICIANS.map((t) => requireId(idByProfile, requireId(userIds, t.email)));
}

async function insertCustomers(tx: TTx, userIds: Map<string, string>, today: Date): Promise<Map<string, TCustomerRow>> {
  const people = [...DEMO_CUSTOMERS.map((c) => ({ ...c, profile_id: requireId(userIds, c.email) })), ...DEMO_GUESTS.map((g) => ({ ...g, profile_id: null }))];
  const rows = await tx
    .insert(customers)
    .values(
      people.map((p, i) => ({
        profile_id: p.profile_id,
        email: p.email,
        first_name: p.first_name,
        last_name: p.last_name,
        phone: p.phone,
        address: p.address,
        city: p.city,
        state: STATE,
        zip_code: p.zip_code,
        created_at: minutesBefore(today, (200 - i * 12) * DAY_MINUTES),
      })),
    )
    .returning({ id: customers.id, email: customers.email });
  const idByEmail = new Map(rows.map((r) => [r.email ?? "", r.id]));
  return new Map(
    people.map((p) => [
      p.email,
      {
        id: requireId(idByEmail, p.email),
        email: p.email,
        name: `${p.first_name} ${p.last_name}`,
        phone: p.phone,
        address: p.address,
        city: p.city,
        zip: p.zip_code,
      },
    ]),
  );
}

async function insertJobs(tx: TTx, today: Date, serviceIds: Map<string, string>, technicianIds: string[], customerRows: Map<string, TCustomerRow>) {
  await tx.insert(jobs).values(DEMO_JOBS.map((job, i) => jobValues(job, today, i, serviceIds, technicianIds, requireId(customerRows, job.customer))));
}

async function insertWebsite(tx: TTx, today: Date) {
  for (const { ads, ...banner } of DEMO_BANNERS) {
    const created = minutesBefore(today, (60 - (banner.order_index ?? 0) * 10) * DAY_MINUTES);
    const [row] = await tx
      .insert(heroBanners)
      .values({ ...banner, created_at: created, updated_at: created })
      .returning({ id: heroBanners.id });
    await tx.insert(bannerAds).values(ads.map((ad) => ({ ...ad, banner_id: row.id, is_active: true, created_at: created })));
  }
  await tx
    .insert(quoteRequests)
    .values(DEMO_QUOTES.map(({ days_ago, ...quote }, i) => ({ ...quote, created_at: minutesBefore(today, days_ago * DAY_MINUTES + 45 + i * 90) })));
}
