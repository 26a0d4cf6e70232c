import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, requireViewer } from "../../auth/guard.ts";
import { ZAdminService, ZAdminServiceList, ZServiceDeleted, ZServiceRequest } from "../../../shared/schemas/services-admin.ts";
import type { TServicesAdminService } from "./services-admin.service.ts";
import { dropAfterWrites, type TPublicReadCache } from "../../http/public-read-cache.ts";

export const ZServiceParams = z.object({ id: z.uuid("must be a service id") });

/** staff-side.md §2 Service Management, registered in the admin scope (paths under /api/admin). */
export const servicesAdminRoutes: FastifyPluginAsyncZod<{ services: TServicesAdminService; publicReads: TPublicReadCache }> = async (
  app,
  { services, publicReads },
) => {
  // Every write here changes what the public pages read: the answers kept in memory go (decision 0088).
  dropAfterWrites(app, publicReads);
  app.get(
    "/services",
    {
      onRequest: authorize("read:services:any"),
      schema: { tags: ["admin"], summary: "Every service, inactive ones too, newest first, with its review count", response: { 200: ZAdminServiceList } },
    },
    async () => services.list(),
  );

  app.post(
    "/services",
    {
      onRequest: authorize("create:services:any"),
      schema: {
        tags: ["admin"],
        summary: "Add a service; its media must be uploads (POST /api/uploads)",
        body: ZServiceRequest,
        response: { 201: ZAdminService },
      },
    },
    async (request, reply) => reply.status(201).send(await services.create((await requireViewer(request)).user.id, request.body)),
  );

  app.put(
    "/services/:id",
    {
      onRequest: authorize("update:services:any"),
      schema: {
        tags: ["admin"],
        summary: "Edit a service; media it no longer shows is deleted unless something else shows it",
        params: ZServiceParams,
        body: ZServiceRequest,
        response: { 200: ZAdminService },
      },
    },
    async (request) => services.update((await requireViewer(request)).user.id, request.params.id, request.body),
  );

  app.delete(
    "/services/:id",
    {
      onRequest: authorize("delete:services:any"),
      schema: {
        tags: ["admin"],
        summary: "Delete a service, or make it inactive when bookings or jobs name it",
        params: ZServiceParams,
        response: { 200: ZServiceDeleted },
      },
    },
    async (request) => services.remove((await requireViewer(request)).user.id, request.params.id),
  );
};
