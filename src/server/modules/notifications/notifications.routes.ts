import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { TDb } from "../../db/client.ts";
import { notifications } from "../../db/schema.ts";
import { authorize, requireViewer } from "../../auth/guard.ts";
import { ZNotificationList } from "../../../shared/schemas/notifications.ts";

const LIST_LIMIT = 20;

export const notificationsRoutes: FastifyPluginAsyncZod<{ db: TDb }> = async (app, { db }) => {
  app.get(
    "/api/notifications",
    {
      preHandler: authorize("read:notifications:own"),
      schema: { tags: ["notifications"], summary: "The signed-in user's latest notifications", response: { 200: ZNotificationList } },
    },
    async (request) => {
      const { user } = await requireViewer(request);
      const [rows, [{ unread }]] = await Promise.all([
        db
          .select({ id: notifications.id, title: notifications.title, body: notifications.body, link: notifications.link, read_at: notifications.read_at, created_at: notifications.created_at })
          .from(notifications)
          .where(eq(notifications.user_id, user.id))
          .orderBy(desc(notifications.created_at))
          .limit(LIST_LIMIT),
        db
          .select({ unread: sql<number>`count(*)::int` })
          .from(notifications)
          .where(and(eq(notifications.user_id, user.id), isNull(notifications.read_at))),
      ]);
      return {
        notifications: rows.map((row) => ({ ...row, read_at: row.read_at?.toISOString() ?? null, created_at: row.created_at.toISOString() })),
        unread,
      };
    },
  );

  app.post(
    "/api/notifications/read-all",
    {
      preHandler: authorize("update:notifications:own"),
      schema: { tags: ["notifications"], summary: "Mark all of the signed-in user's notifications read", response: { 204: z.null() } },
    },
    async (request, reply) => {
      const { user } = await requireViewer(request);
      await db
        .update(notifications)
        .set({ read_at: new Date() })
        .where(and(eq(notifications.user_id, user.id), isNull(notifications.read_at)));
      return reply.status(204).send(null);
    },
  );
};
