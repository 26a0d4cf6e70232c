import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, requireViewer } from "../../auth/guard.ts";
import { ZJobViewPreferences } from "../../../shared/schemas/jobs.ts";
import type { TPreferencesRepository } from "./preferences.repository.ts";

const JOBS_VIEW = "jobs-view";

// Registered inside the admin scope (auth/scopes.ts): paths are relative to /api/admin. The jobs
// screen's settings are the viewer's own; whoever may read the jobs may choose how to see them.
export const adminPreferencesRoutes: FastifyPluginAsyncZod<{ preferences: TPreferencesRepository }> = async (app, { preferences }) => {
  app.get(
    "/preferences/jobs",
    {
      onRequest: authorize("read:jobs:any"),
      schema: {
        tags: ["admin"],
        summary: "My jobs view settings (default view, wide layout, page size); the defaults until I save mine",
        response: { 200: ZJobViewPreferences },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      // A value saved by an older version that no longer fits falls back to the defaults.
      const saved = ZJobViewPreferences.safeParse((await preferences.get(viewer.user.id, JOBS_VIEW)) ?? {});
      return saved.success ? saved.data : ZJobViewPreferences.parse({});
    },
  );

  app.put(
    "/preferences/jobs",
    {
      onRequest: authorize("read:jobs:any"),
      schema: {
        tags: ["admin"],
        summary: "Save my jobs view settings",
        body: ZJobViewPreferences,
        response: { 200: ZJobViewPreferences },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      await preferences.put(viewer.user.id, JOBS_VIEW, request.body);
      return request.body;
    },
  );
};
