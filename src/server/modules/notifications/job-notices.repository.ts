import { eq, inArray, sql } from "drizzle-orm";
import { bookings, customers, jobs, profiles, technicians } from "../../db/schema.ts";
import type { TTx } from "../../db/tx.ts";
import type { TJobState } from "../../../shared/rules/job-notices.ts";
import type { TLocale } from "../../../shared/i18n/locale.ts";

export type TJobSnapshot = TJobState & {
  id: string;
  /** Null for a customer the office added without an e-mail (decision 0153): a guest notice then has nowhere to go. */
  customer_email: string | null;
  /** The customer's accounts: the linked one, one with the same e-mail, the booking's (db/ownership.ts). */
  customer_accounts: { id: string; email: string; locale: TLocale }[];
  /** The language the job's booking was made in: a guest's notices speak it. */
  booking_locale: TLocale | null;
};

/** The jobs as they are now in this transaction, with who their customer is. */
export async function jobSnapshots(tx: TTx, ids: readonly string[]): Promise<Map<string, TJobSnapshot>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: jobs.id,
      status: jobs.status,
      technician_id: jobs.technician_id,
      title: jobs.title,
      priority: jobs.priority,
      scheduled_date: jobs.scheduled_date,
      scheduled_time: jobs.scheduled_time,
      service_address: jobs.service_address,
      customer_email: customers.email,
      customer_accounts: sql<{ id: string; email: string; locale: TLocale }[]>`coalesce((
        select json_agg(distinct jsonb_build_object('id', p.id, 'email', p.email, 'locale', p.preferred_locale)) from ${profiles} p
        where p.id = ${customers.profile_id} or lower(p.email) = lower(${customers.email})
          or p.id = (select b.user_id from ${bookings} b where b.id = ${jobs.booking_id})
      ), '[]'::json)`,
      booking_locale: bookings.locale,
    })
    .from(jobs)
    .innerJoin(customers, eq(customers.id, jobs.customer_id))
    .leftJoin(bookings, eq(bookings.id, jobs.booking_id))
    .where(inArray(jobs.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Technicians' accounts, names and preferred languages (their notices speak it), by technician record id. */
export async function technicianAccounts(tx: TTx, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { id: string; email: string; name: string; locale: TLocale }>();
  const rows = await tx
    .select({
      technician_id: technicians.id,
      id: profiles.id,
      email: profiles.email,
      locale: profiles.preferred_locale,
      name: sql<string>`trim(coalesce(${profiles.first_name}, '') || ' ' || coalesce(${profiles.last_name}, ''))`,
    })
    .from(technicians)
    .innerJoin(profiles, eq(profiles.id, technicians.profile_id))
    .where(inArray(technicians.id, [...ids]));
  return new Map(rows.map((row) => [row.technician_id, row]));
}
