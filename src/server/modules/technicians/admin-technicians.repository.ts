import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { contains } from "../jobs/job-filters.ts";
import { slotOrderOf } from "../jobs/slot-order.ts";
import type { TTechnicianScheduleJob } from "../../../shared/schemas/technicians.ts";

// Technicians (decision 0057). One statement per page: the page's technicians on their
// name, then for those rows only their counts from `technician_job_counts` (kept by triggers,
// a few rows each), the rating of their completed jobs' reviews, and today's jobs from
// `jobs_day_idx` (scheduled_date, technician_id, …).

/** The name the staff side shows: the profile's first and last name, or the account's name. */
const NAME = sql`coalesce(nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''), u.name)`;

const searchWhere = (q: string | undefined) => (q ? contains(sql`(${NAME} || ' ' || p.email)`, q) : sql`true`);

export type TTechnicianRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  is_active: boolean;
  assigned: number;
  active: number;
  completed: number;
  rating_average: number | null;
  rating_count: number;
  today: TTechnicianScheduleJob[];
};

export function adminTechniciansRepository(db: TDb) {
  return {
    async page(query: { q?: string; today: string; limit: number; offset: number }) {
      const slot = slotOrderOf(sql`j.scheduled_time`);
      const result = await db.execute<TTechnicianRow>(sql`
        with page as (
          select t.id, t.is_active, ${NAME} as name, p.email, p.phone
          from technicians t join profiles p on p.id = t.profile_id join "user" u on u.id = p.id
          where ${searchWhere(query.q)}
          order by t.is_active desc, ${NAME} asc, t.id asc
          limit ${query.limit} offset ${query.offset}
        )
        select page.id, page.name, page.email, page.phone, page.is_active,
          counts.assigned, counts.active, counts.completed,
          rating.average as rating_average, rating.count as rating_count,
          today.jobs as today
        from page
        cross join lateral (
          select
            coalesce(sum(c.jobs) filter (where c.status in ('pending', 'scheduled', 'on_hold')), 0)::int as assigned,
            coalesce(sum(c.jobs) filter (where c.status = 'in_progress'), 0)::int as active,
            coalesce(sum(c.jobs) filter (where c.status = 'completed'), 0)::int as completed
          from technician_job_counts c where c.technician_id = page.id
        ) counts
        cross join lateral (
          select round(avg(r.rating)::numeric, 1)::float8 as average, count(*)::int as count
          from jobs j join service_reviews r on r.booking_id = j.booking_id
          where j.technician_id = page.id and j.status = 'completed' and j.booking_id is not null
        ) rating
        cross join lateral (
          select coalesce(json_agg(json_build_object(
              'id', j.id, 'title', j.title, 'status', j.status, 'scheduled_time', j.scheduled_time,
              'service_city', j.service_city, 'customer_name', trim(c.first_name || ' ' || c.last_name)
            ) order by ${slot}, j.id), '[]'::json) as jobs
          from jobs j join customers c on c.id = j.customer_id
          where j.scheduled_date = ${query.today}::date and j.technician_id = page.id and j.status <> 'cancelled'
        ) today
        order by page.is_active desc, page.name asc, page.id asc`);
      return result.rows;
    },

    async count(q: string | undefined) {
      const result = await db.execute<{ n: number }>(sql`
        select count(*)::int as n
        from technicians t join profiles p on p.id = t.profile_id join "user" u on u.id = p.id
        where ${searchWhere(q)}`);
      return result.rows[0].n;
    },
  };
}

export type TAdminTechniciansRepository = ReturnType<typeof adminTechniciansRepository>;
