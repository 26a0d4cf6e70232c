// TEMP jobs-ui: a throw-away stand-in for the admin jobs API (plan-10.md route table), so the
// /admin/jobs screens can be seen and tested before the real API (jobs-api, jobs-stats) lands.
// The lead deletes this file and its registration in app.ts at merge. Not the model to copy:
// SQL sits in the routes, preferences live in memory, the export is not streamed, no audit.
import { and, count, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { TDb } from "../../db/client.ts";
import { bookings, customers, estimates, jobNotes, jobPhotos, jobs, profiles, roomMeasurements, services, technicians } from "../../db/schema.ts";
import { afterCursor, cursorKey, keysetOrder, toPage, type TKeyset } from "../../db/keyset.ts";
import { containsPattern } from "../../db/like.ts";
import { authorize, requireViewer } from "../../auth/guard.ts";
import { AppError } from "../../errors.ts";
import { canTransition, priorityFromName, transitionTimestamps } from "../../../shared/rules/job-status.ts";
import {
  ZBulkDeleteRequest,
  ZBulkPriorityRequest,
  ZBulkStatusRequest,
  ZCreateJobRequest,
  ZCustomerOptionsQuery,
  ZJobFilters,
  ZJobListQuery,
  ZJobNoteRequest,
  ZJobStatusChangeRequest,
  ZJobViewPreferences,
  ZUpdateJobRequest,
  type TJobViewPreferences,
} from "../../../shared/schemas/jobs.ts";
import { jobFiltersWhere } from "./job-filters.ts";

const techProfile = alias(profiles, "tech_profile");
const KEYSET: TKeyset = { sort: jobs.created_at, id: jobs.id, direction: "desc" };
const ZId = z.object({ id: z.uuid() });
const iso = (value: Date | null) => (value ? value.toISOString() : null);

const LIST_COLUMNS = {
  id: jobs.id,
  title: jobs.title,
  description: jobs.description,
  status: jobs.status,
  priority: jobs.priority,
  scheduled_date: jobs.scheduled_date,
  scheduled_time: jobs.scheduled_time,
  service_address: jobs.service_address,
  service_city: jobs.service_city,
  service_state: jobs.service_state,
  service_zip: jobs.service_zip,
  estimated_hours: jobs.estimated_hours,
  total_amount: jobs.total_amount,
  booking_id: jobs.booking_id,
  created_at: jobs.created_at,
  updated_at: jobs.updated_at,
  started_at: jobs.started_at,
  completed_at: jobs.completed_at,
  c_id: customers.id,
  c_first: customers.first_name,
  c_last: customers.last_name,
  c_email: customers.email,
  c_phone: customers.phone,
  t_id: technicians.id,
  t_first: techProfile.first_name,
  t_last: techProfile.last_name,
  t_active: technicians.is_active,
};

function selectJobs(db: TDb) {
  return db
    .select({ ...LIST_COLUMNS, cursor_key: cursorKey(KEYSET) })
    .from(jobs)
    .innerJoin(customers, eq(customers.id, jobs.customer_id))
    .leftJoin(technicians, eq(technicians.id, jobs.technician_id))
    .leftJoin(techProfile, eq(techProfile.id, technicians.profile_id));
}

type TRow = Awaited<ReturnType<ReturnType<typeof selectJobs>["where"]>>[number];

function toItem({ c_id, c_first, c_last, c_email, c_phone, t_id, t_first, t_last, t_active, cursor_key: _key, ...row }: TRow) {
  return {
    ...row,
    priority: row.priority as 1 | 2 | 3,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    started_at: iso(row.started_at),
    completed_at: iso(row.completed_at),
    customer: { id: c_id, first_name: c_first, last_name: c_last, email: c_email, phone: c_phone },
    technician: t_id ? { id: t_id, first_name: t_first ?? "", last_name: t_last ?? "", is_active: t_active ?? false } : null,
  };
}

const conflict = (message: string) => new AppError("CONFLICT", message);
const badField = (field: string, message: string) => new AppError("VALIDATION_ERROR", `${field}: ${message}`, [{ field, message }]);

export const jobsUiTempRoutes: FastifyPluginAsyncZod<{ db: TDb }> = async (app, { db }) => {
  const preferences = new Map<string, TJobViewPreferences>();

  async function checkPeople(body: { customer_id: string; technician_id: string | null }) {
    const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, body.customer_id));
    if (!customer) throw badField("customer_id", "is not a known customer");
    if (body.technician_id) {
      const [technician] = await db.select({ id: technicians.id }).from(technicians).where(eq(technicians.id, body.technician_id));
      if (!technician) throw badField("technician_id", "is not a known technician");
    }
  }

  const values = (body: z.output<typeof ZCreateJobRequest>) => ({ ...body, priority: priorityFromName(body.priority), updated_at: new Date() });

  app.get("/jobs", { onRequest: authorize("read:jobs:any"), schema: { querystring: ZJobListQuery } }, async (request) => {
    const { cursor, limit, ...filters } = request.query;
    const rows = await selectJobs(db)
      .where(and(jobFiltersWhere(filters), afterCursor(KEYSET, cursor)))
      .orderBy(...keysetOrder(KEYSET))
      .limit(limit + 1);
    const page = toPage(rows, limit);
    return { items: rows.slice(0, limit).map(toItem), next_cursor: page.next_cursor };
  });

  app.get("/jobs/count", { onRequest: authorize("read:jobs:any"), schema: { querystring: ZJobFilters } }, async (request) => {
    const [[total], [filtered]] = await Promise.all([
      db.select({ n: count() }).from(jobs),
      db.select({ n: count() }).from(jobs).where(jobFiltersWhere(request.query)),
    ]);
    return { total: total.n, filtered: filtered.n };
  });

  app.get("/jobs/summary", { onRequest: authorize("read:jobs:any") }, async () => {
    const [row] = await db
      .select({
        total: count(),
        completed: sql<number>`count(*) filter (where ${jobs.status} = 'completed')::int`,
        in_progress: sql<number>`count(*) filter (where ${jobs.status} = 'in_progress')::int`,
        scheduled: sql<number>`count(*) filter (where ${jobs.status} = 'scheduled')::int`,
        pending: sql<number>`count(*) filter (where ${jobs.status} = 'pending')::int`,
        on_hold: sql<number>`count(*) filter (where ${jobs.status} = 'on_hold')::int`,
        cancelled: sql<number>`count(*) filter (where ${jobs.status} = 'cancelled')::int`,
        high_priority: sql<number>`count(*) filter (where ${jobs.priority} >= 3)::int`,
        revenue: sql<number>`coalesce(sum(${jobs.total_amount}) filter (where ${jobs.status} = 'completed'), 0)::int`,
        today: sql<number>`count(*) filter (where ${jobs.scheduled_date} = current_date)::int`,
        next_7_days: sql<number>`count(*) filter (where ${jobs.scheduled_date} between current_date and current_date + 6)::int`,
        locations: sql<number>`count(distinct (${jobs.service_city}, ${jobs.service_state}))::int`,
        total_estimated_hours: sql<number>`coalesce(sum(${jobs.estimated_hours}), 0)::float`,
      })
      .from(jobs);
    return {
      ...row,
      total_trend_percent: null,
      completion_rate_percent: row.total ? Math.round((row.completed / row.total) * 100) : 0,
      average_per_completed: row.completed ? Math.round(row.revenue / row.completed) : 0,
    };
  });

  app.get("/jobs/export.csv", { onRequest: authorize("read:jobs:any"), schema: { querystring: ZJobFilters } }, async (request, reply) => {
    const rows = (
      await selectJobs(db)
        .where(jobFiltersWhere(request.query))
        .orderBy(...keysetOrder(KEYSET))
    ).map(toItem);
    const cell = (value: unknown) => {
      const text = value === null || value === undefined ? "" : String(value);
      return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replaceAll('"', '""')}"`;
    };
    const header = ["id", "title", "status", "priority", "customer", "city", "state", "scheduled_date", "total_amount"];
    const lines = rows.map((job) =>
      [
        job.id,
        job.title,
        job.status,
        job.priority,
        `${job.customer.first_name} ${job.customer.last_name}`,
        job.service_city,
        job.service_state,
        job.scheduled_date,
        job.total_amount,
      ]
        .map(cell)
        .join(","),
    );
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="jobs.csv"')
      .send(`\uFEFF${[header.map(cell).join(","), ...lines].join("\r\n")}\r\n`);
  });

  app.get("/jobs/customer-options", { onRequest: authorize("read:jobs:any"), schema: { querystring: ZCustomerOptionsQuery } }, async (request) => {
    const { q, cursor, limit } = request.query;
    const keyset: TKeyset = { sort: customers.created_at, id: customers.id, direction: "desc" };
    const pattern = q ? containsPattern(q) : null;
    const rows = await db
      .select({ id: customers.id, first_name: customers.first_name, last_name: customers.last_name, email: customers.email, cursor_key: cursorKey(keyset) })
      .from(customers)
      .where(
        and(
          pattern ? or(sql`${customers.first_name} || ' ' || ${customers.last_name} ilike ${pattern}`, ilike(customers.email, pattern)) : undefined,
          afterCursor(keyset, cursor),
        ),
      )
      .orderBy(...keysetOrder(keyset))
      .limit(limit + 1);
    return toPage(rows, limit);
  });

  app.get("/jobs/technician-options", { onRequest: authorize("read:jobs:any") }, async () => ({
    items: await db
      .select({
        id: technicians.id,
        first_name: sql<string>`coalesce(${profiles.first_name}, '')`,
        last_name: sql<string>`coalesce(${profiles.last_name}, '')`,
        is_active: technicians.is_active,
      })
      .from(technicians)
      .innerJoin(profiles, eq(profiles.id, technicians.profile_id)),
  }));

  app.get("/preferences/jobs", { onRequest: authorize("read:jobs:any") }, async (request) => {
    const viewer = await requireViewer(request);
    return preferences.get(viewer.user.id) ?? ZJobViewPreferences.parse({});
  });

  app.put("/preferences/jobs", { onRequest: authorize("read:jobs:any"), schema: { body: ZJobViewPreferences } }, async (request) => {
    const viewer = await requireViewer(request);
    preferences.set(viewer.user.id, request.body);
    return request.body;
  });

  app.get("/jobs/:id", { onRequest: authorize("read:jobs:any"), schema: { params: ZId } }, async (request) => {
    const { id } = request.params;
    const [row] = await selectJobs(db).where(eq(jobs.id, id));
    if (!row) throw new AppError("NOT_FOUND", "Job not found");
    const job = toItem(row);
    const [notes, photos, measurements, estimateRows, [booking]] = await Promise.all([
      db
        .select({
          id: jobNotes.id,
          body: jobNotes.body,
          is_internal: jobNotes.is_internal,
          author_name: sql<string | null>`nullif(trim(coalesce(${profiles.first_name}, '') || ' ' || coalesce(${profiles.last_name}, '')), '')`,
          author_role: profiles.role,
          created_at: jobNotes.created_at,
        })
        .from(jobNotes)
        .leftJoin(profiles, eq(profiles.id, jobNotes.author_id))
        .where(eq(jobNotes.job_id, id))
        .orderBy(jobNotes.created_at),
      db.select().from(jobPhotos).where(eq(jobPhotos.job_id, id)),
      db.select().from(roomMeasurements).where(eq(roomMeasurements.job_id, id)),
      db.select().from(estimates).where(eq(estimates.job_id, id)),
      job.booking_id
        ? db
            .select({
              id: bookings.id,
              status: bookings.status,
              service_name: services.name,
              scheduled_date: bookings.scheduled_date,
              scheduled_time: bookings.scheduled_time,
              initial_payment_amount: bookings.initial_payment_amount,
              is_emergency: bookings.is_emergency,
            })
            .from(bookings)
            .leftJoin(services, eq(services.id, bookings.service_id))
            .where(eq(bookings.id, job.booking_id))
        : Promise.resolve([]),
    ]);
    return {
      ...job,
      notes: notes.map((note) => ({ ...note, created_at: note.created_at.toISOString() })),
      photos: photos.map((photo) => ({ id: photo.id, url: photo.url, caption: photo.caption, created_at: photo.created_at.toISOString() })),
      measurements: measurements.map(({ job_id: _j, technician_id: _t, lines: _l, ...m }) => ({ ...m, created_at: m.created_at.toISOString() })),
      estimates: estimateRows.map((estimate) => ({ id: estimate.id, total: estimate.total, created_at: estimate.created_at.toISOString() })),
      booking: booking ?? null,
    };
  });

  app.post("/jobs", { onRequest: authorize("create:jobs:any"), schema: { body: ZCreateJobRequest } }, async (request, reply) => {
    await checkPeople(request.body);
    const [created] = await db.insert(jobs).values(values(request.body)).returning({ id: jobs.id });
    return reply.status(201).send(created);
  });

  app.put("/jobs/:id", { onRequest: authorize("update:jobs:any"), schema: { params: ZId, body: ZUpdateJobRequest } }, async (request) => {
    const { expected_status, ...body } = request.body;
    await checkPeople(body);
    const [current] = await db.select().from(jobs).where(eq(jobs.id, request.params.id));
    if (!current) throw new AppError("NOT_FOUND", "Job not found");
    const stamps = body.status === current.status ? {} : transitionTimestamps(body.status, current, new Date());
    const [updated] = await db
      .update(jobs)
      .set({ ...values(body), ...stamps })
      .where(and(eq(jobs.id, request.params.id), eq(jobs.status, expected_status)))
      .returning({ id: jobs.id });
    if (!updated) throw conflict("This job was changed by someone else. Reload to see its current status.");
    return updated;
  });

  app.post("/jobs/:id/status", { onRequest: authorize("update:jobs:any"), schema: { params: ZId, body: ZJobStatusChangeRequest } }, async (request) => {
    const { to, expected } = request.body;
    if (!canTransition("admin-quick", expected, to)) throw conflict(`A job that is ${expected} cannot be moved to ${to}.`);
    const [current] = await db.select().from(jobs).where(eq(jobs.id, request.params.id));
    if (!current) throw new AppError("NOT_FOUND", "Job not found");
    const [moved] = await db
      .update(jobs)
      .set({ status: to, ...transitionTimestamps(to, current, new Date()), updated_at: new Date() })
      .where(and(eq(jobs.id, request.params.id), eq(jobs.status, expected)))
      .returning();
    if (!moved) throw conflict("This job was changed by someone else. Reload to see its current status.");
    return { id: moved.id, status: moved.status, started_at: iso(moved.started_at), completed_at: iso(moved.completed_at) };
  });

  app.post("/jobs/bulk/status", { onRequest: authorize("update:jobs:any"), schema: { body: ZBulkStatusRequest } }, async (request) => {
    const rows = await db
      .update(jobs)
      .set({ status: request.body.status, updated_at: new Date() })
      .where(inArray(jobs.id, request.body.ids))
      .returning({ id: jobs.id });
    return { count: rows.length };
  });

  app.post("/jobs/bulk/priority", { onRequest: authorize("update:jobs:any"), schema: { body: ZBulkPriorityRequest } }, async (request) => {
    const priority = priorityFromName(request.body.priority);
    const rows = await db.update(jobs).set({ priority, updated_at: new Date() }).where(inArray(jobs.id, request.body.ids)).returning({ id: jobs.id });
    return { count: rows.length };
  });

  app.post("/jobs/bulk/delete", { onRequest: authorize("delete:jobs:any"), schema: { body: ZBulkDeleteRequest } }, async (request) => {
    const rows = await db.delete(jobs).where(inArray(jobs.id, request.body.ids)).returning({ id: jobs.id });
    return { count: rows.length };
  });

  app.post("/jobs/:id/notes", { onRequest: authorize("update:jobs:any"), schema: { params: ZId, body: ZJobNoteRequest } }, async (request, reply) => {
    const viewer = await requireViewer(request);
    const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, request.params.id));
    if (!job) throw new AppError("NOT_FOUND", "Job not found");
    const [note] = await db
      .insert(jobNotes)
      .values({ job_id: job.id, author_id: viewer.user.id, body: request.body.body, is_internal: request.body.is_internal })
      .returning();
    const [author] = await db
      .select({ first: profiles.first_name, last: profiles.last_name, role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, viewer.user.id));
    const authorName = [author?.first, author?.last].filter(Boolean).join(" ") || viewer.user.name || null;
    return reply.status(201).send({
      id: note.id,
      body: note.body,
      is_internal: note.is_internal,
      author_name: authorName,
      author_role: author?.role ?? null,
      created_at: note.created_at.toISOString(),
    });
  });
};
