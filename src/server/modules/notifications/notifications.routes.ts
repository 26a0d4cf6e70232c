import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { TDb } from "../../db/client.ts";
import { authorize, requireViewer } from "../../auth/guard.ts";
import { notFound } from "../../errors.ts";
import { ZNotificationList } from "../../../shared/schemas/notifications.ts";
import { notificationsRepository } from "./notifications.repository.ts";

const LIST_LIMIT = 20;

export const notificationsRoutes: FastifyPluginAsyncZod<{ db: TDb }> = async (app, { db }) => {
  const repository = notificationsRepository(db);

  app.get(
    "/api/notifications",
    {
      onRequest: authorize("read:notifications:own"),
      schema: { tags: ["notifications"], summary: "The signed-in user's latest notifications", response: { 200: ZNotificationList } },
    },
    async (request) => {
      const { user } = await requireViewer(request);
      const { rows, unread } = await repository.latestFor(user.id, LIST_LIMIT);
      return {
        notifications: rows.map((row) => ({ ...row, read_at: row.read_at?.toISOString() ?? null, created_at: row.created_at.toISOString() })),
        unread,
      };
    },
  );

  app.post(
    "/api/notifications/read-all",
    {
      onRequest: authorize("update:notifications:own"),
      schema: { tags: ["notifications"], summary: "Mark all of the signed-in user's notifications read", response: { 204: z.null() } },
    },
    async (request, reply) => {
      const { user } = await requireViewer(request);
      await repository.markRead(user.id);
      return reply.status(204).send(null);
    },
  );

  // Mark one read (opening it from the bell); another account's id is simply not found.
  app.post(
    "/api/notifications/:id/read",
    {
      onRequest: authorize("update:notifications:own"),
      schema: {
        tags: ["notifications"],
        summary: "Mark one of the signed-in user's notifications read",
        params: z.object({ id: z.uuid("must be a notification id") }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { user } = await requireViewer(request);
      if ((await repository.markRead(user.id, request.params.id)) === 0 && !(await repository.owns(user.id, request.params.id))) throw notFound("Notification");
      return reply.status(204).send(null);
    },
  );
};
