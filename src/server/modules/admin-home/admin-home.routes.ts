import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize } from "../../auth/guard.ts";
import { ZAdminHome } from "../../../shared/schemas/admin-home.ts";
import type { TAdminHomeService } from "./admin-home.service.ts";

// Registered inside the admin scope (auth/scopes.ts): paths are relative to /api/admin.
export const adminHomeRoutes: FastifyPluginAsyncZod<{ home: TAdminHomeService }> = async (app, { home }) => {
  app.get(
    "/home",
    {
      onRequest: authorize("read:admin-home:any"),
      schema: {
        tags: ["admin"],
        summary: "The dispatcher's morning view: today's jobs by technician, unassigned jobs, paid emergencies not yet scheduled, new quotes, unanswered chats",
        response: { 200: ZAdminHome },
      },
    },
    async () => home.read(),
  );
};
