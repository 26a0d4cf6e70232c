import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, requireViewer } from "../../auth/guard.ts";
import {
  ZBulkDeleteRequest,
  ZBulkPriorityRequest,
  ZBulkResult,
  ZBulkStatusRequest,
  ZCreateJobRequest,
  ZCustomerOptions,
  ZCustomerOptionsQuery,
  ZJobCreated,
  ZJobDetail,
  ZJobFilters,
  ZJobListQuery,
  ZJobNote,
  ZJobNoteRequest,
  ZJobPage,
  ZJobStatusChanged,
  ZJobStatusChangeRequest,
  ZTechnicianOptions,
  ZUpdateJobRequest,
} from "../../../shared/schemas/jobs.ts";
import { exportFileName } from "./jobs-export.ts";
import type { TAdminJobsService } from "./admin-jobs.service.ts";

const ZJobId = z.object({ id: z.uuid("must be a job id") });

// Registered inside the admin scope (auth/scopes.ts): paths are relative to /api/admin.
// staff-side.md §2 Jobs Management, §4, §5. Static paths (`/jobs/export.csv`,
// `/jobs/bulk/…`, `/jobs/customer-options`) win over `/jobs/:id` in Fastify's router.
export const adminJobsRoutes: FastifyPluginAsyncZod<{ jobs: TAdminJobsService }> = async (app, { jobs }) => {
  app.get(
    "/jobs",
    {
      onRequest: authorize("read:jobs:any"),
      schema: {
        tags: ["admin"],
        summary: "Jobs newest first, filtered by search, status and priority, keyset-paged (decision 0028)",
        querystring: ZJobListQuery,
        response: { 200: ZJobPage },
      },
    },
    async (request) => jobs.list(request.query),
  );

  app.get(
    "/jobs/export.csv",
    {
      onRequest: authorize("read:jobs:any"),
      schema: {
        tags: ["admin"],
        summary: "Every job the filters select as CSV (UTF-8 with BOM, quoted, formulas made inert), streamed",
        querystring: ZJobFilters,
      },
    },
    async (request, reply) => {
      const csv = await jobs.exportCsv(request.query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${exportFileName(new Date())}"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );

  app.get(
    "/jobs/customer-options",
    {
      onRequest: authorize("read:jobs:any"),
      schema: {
        tags: ["admin"],
        summary: "The job form's customer picker: customers by name or e-mail, in name order, keyset-paged",
        querystring: ZCustomerOptionsQuery,
        response: { 200: ZCustomerOptions },
      },
    },
    async (request) => jobs.customerOptions(request.query),
  );

  app.get(
    "/jobs/technician-options",
    {
      onRequest: authorize("read:jobs:any"),
      schema: { tags: ["admin"], summary: "The job form's technicians, active first, each with its active flag", response: { 200: ZTechnicianOptions } },
    },
    async () => jobs.technicianOptions(),
  );

  app.get(
    "/jobs/:id",
    {
      onRequest: authorize("read:jobs:any"),
      schema: {
        tags: ["admin"],
        summary: "A job with its notes (newest first), photos, room measurements, estimates and booking",
        params: ZJobId,
        response: { 200: ZJobDetail },
      },
    },
    async (request) => jobs.detail(request.params.id),
  );

  app.post(
    "/jobs",
    {
      onRequest: authorize("create:jobs:any"),
      schema: { tags: ["admin"], summary: "Create a job (staff-side.md §5)", body: ZCreateJobRequest, response: { 201: ZJobCreated } },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply.status(201).send(await jobs.create(viewer.user.id, request.body));
    },
  );

  app.put(
    "/jobs/:id",
    {
      onRequest: authorize("update:jobs:any"),
      schema: {
        tags: ["admin"],
        summary: "Edit a job, any status (§4); refused with 409 when its status is no longer expected_status",
        params: ZJobId,
        body: ZUpdateJobRequest,
        response: { 200: ZJobCreated },
      },
    },
    async (request) => jobs.update((await requireViewer(request)).user.id, request.params.id, request.body),
  );

  app.post(
    "/jobs/:id/status",
    {
      onRequest: authorize("update:jobs:any"),
      schema: {
        tags: ["admin"],
        summary: "A quick action of §4 from the status the admin saw; 409 when not offered from it or changed since",
        params: ZJobId,
        body: ZJobStatusChangeRequest,
        response: { 200: ZJobStatusChanged },
      },
    },
    async (request) => jobs.changeStatus((await requireViewer(request)).user.id, request.params.id, request.body),
  );

  app.post(
    "/jobs/bulk/status",
    {
      onRequest: authorize("update:jobs:any"),
      schema: { tags: ["admin"], summary: "Set the status of 1 to 500 jobs, all or nothing (§4)", body: ZBulkStatusRequest, response: { 200: ZBulkResult } },
    },
    async (request) => jobs.bulkStatus((await requireViewer(request)).user.id, request.body),
  );

  app.post(
    "/jobs/bulk/priority",
    {
      onRequest: authorize("update:jobs:any"),
      schema: { tags: ["admin"], summary: "Set the priority of 1 to 500 jobs, all or nothing", body: ZBulkPriorityRequest, response: { 200: ZBulkResult } },
    },
    async (request) => jobs.bulkPriority((await requireViewer(request)).user.id, request.body),
  );

  app.post(
    "/jobs/bulk/delete",
    {
      onRequest: authorize("delete:jobs:any"),
      schema: { tags: ["admin"], summary: "Delete 1 to 500 jobs, all or nothing", body: ZBulkDeleteRequest, response: { 200: ZBulkResult } },
    },
    async (request) => jobs.bulkDelete((await requireViewer(request)).user.id, request.body),
  );

  app.post(
    "/jobs/:id/notes",
    {
      onRequest: authorize("update:jobs:any"),
      schema: {
        tags: ["admin"],
        summary: "Add a customer note or an internal note to a job, stored with its author",
        params: ZJobId,
        body: ZJobNoteRequest,
        response: { 201: ZJobNote },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply.status(201).send(await jobs.addNote(viewer.user.id, request.params.id, request.body));
    },
  );
};
