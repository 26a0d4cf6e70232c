import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize } from "../../auth/guard.ts";
import type { TMailOutboxRepository } from "../../mail/mail-outbox.repository.ts";
import { ZMailOutboxList, ZMailOutboxQuery, ZMailOutboxStatus } from "../../../shared/schemas/mail.ts";

// A mail that still failed after its last try is visible to admins, newest first.
// Registered inside the admin scope (auth/scopes.ts): paths are relative to /api/admin.
export const mailOutboxRoutes: FastifyPluginAsyncZod<{ outbox: TMailOutboxRepository }> = async (app, { outbox }) => {
  app.get(
    "/mail",
    {
      onRequest: authorize("read:mail:any"),
      schema: {
        tags: ["mail"],
        summary: "The mail outbox, newest first (?status=failed for mail that could not be sent)",
        querystring: ZMailOutboxQuery,
        response: { 200: ZMailOutboxList },
      },
    },
    async (request) => {
      const rows = await outbox.list(request.query.status, request.query.limit);
      return {
        mail: rows.map((row) => ({
          ...row,
          status: ZMailOutboxStatus.parse(row.status),
          created_at: row.created_at.toISOString(),
          sent_at: row.sent_at?.toISOString() ?? null,
        })),
      };
    },
  );
};
