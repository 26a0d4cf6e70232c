import type { FastifyInstance } from "fastify";
import { adminScope, technicianScope } from "../../auth/scopes.ts";
import { offStretchesOf } from "../technicians/technicians.ts";
import { adminJobsRoutes } from "./jobs.routes.ts";
import { adminJobsRepository } from "./admin-jobs.repository.ts";
import { adminJobsService } from "./admin-jobs.service.ts";
import { jobsExportRepository } from "./jobs-export.repository.ts";
import { scheduleRoutes } from "./schedule.routes.ts";
import { scheduleRepository } from "./schedule.repository.ts";
import { scheduleService } from "./schedule.service.ts";
import { jobStatsRoutes } from "./job-stats.routes.ts";
import { jobStatsRepository } from "./job-stats.repository.ts";
import { jobStatsService } from "./job-stats.service.ts";
import { jobMapRoutes } from "./job-map.routes.ts";
import { jobMapRepository } from "./job-map.repository.ts";
import { jobMapService } from "./job-map.service.ts";
import { loadZipGazetteer } from "./zip-gazetteer.ts";
import { jobAssignmentRoutes } from "./job-assignment.routes.ts";
import { jobAssignmentRepository } from "./job-assignment.repository.ts";
import { jobAssignmentService } from "./job-assignment.service.ts";
import { adminWorkOrdersRoutes, technicianWorkOrdersRoutes } from "./work-orders.routes.ts";
import { workOrdersRepository } from "./work-orders.repository.ts";
import { workOrdersService } from "./work-orders.service.ts";

/** The back office's jobs: the list and form, the board, assignment, work orders, stats and map. */
export async function jobsPlugin(app: FastifyInstance) {
  const { db, settings, jobs, jobRecords, notices, places, workforce, readLedger } = app;
  // Decision 0155: the schedule board and its moves; the job form's slot lock asks the same checks.
  const schedule = scheduleService({
    schedule: scheduleRepository(db),
    repository: jobRecords,
    jobs,
    notices,
    openingHours: async (executor) => (await settings.business(executor)).opening_hours,
    unavailable: offStretchesOf(workforce),
    places: async (executor, date, time, exceptBooking) => {
      const day = await places(date, null, await settings.business(executor), { executor, except: exceptBooking });
      return { capacity: day.capacity, remaining: day.remaining(time) };
    },
  });
  const adminJobs = adminJobsService({
    slotConflicts: schedule.slotConflicts,
    repository: jobRecords,
    reads: adminJobsRepository(db),
    exports: jobsExportRepository(db, app.pool),
    jobs,
    issueInvoices: app.issueInvoices,
    notices,
    readLedger,
  });
  // Decision 0154: assign in one tap, work orders and day sheets.
  const workOrders = workOrdersService({ repository: workOrdersRepository(db), readLedger });
  await adminScope(app, async (admin) => {
    await admin.register(adminJobsRoutes, { jobs: adminJobs });
    await admin.register(jobAssignmentRoutes, {
      assignment: jobAssignmentService({ repository: jobAssignmentRepository(db), gazetteer: loadZipGazetteer, workforce }),
      jobs: adminJobs,
    });
    await admin.register(adminWorkOrdersRoutes, { workOrders });
    await admin.register(scheduleRoutes, { schedule });
    await admin.register(jobStatsRoutes, { stats: jobStatsService({ repository: jobStatsRepository(db) }) });
    await admin.register(jobMapRoutes, {
      jobMap: jobMapService({ repository: jobMapRepository(db), gazetteer: loadZipGazetteer, settings: () => settings.business() }),
    });
  });
  await technicianScope(app, app.technicianRecords.findByProfile, async (technician) => {
    await technician.register(technicianWorkOrdersRoutes, { workOrders });
  });
}
