import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { notifications, profiles } from "../../db/schema.ts";
import type { TTx } from "../../db/tx.ts";

export type TAdminNotice = { kind: string; title: string; body: string; link: string };

/** Tells every admin (header notifications) about something that needs their eyes, in the caller's transaction. */
export async function notifyAdmins(tx: TTx, notice: TAdminNotice) {
  const admins = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, "admin"));
  if (admins.length === 0) return;
  await tx.insert(notifications).values(admins.map((admin) => ({ user_id: admin.id, ...notice })));
}

export function notificationsRepository(db: TDb) {
  return {
    async latestFor(userId: string, limit: number) {
      const [rows, [{ unread }]] = await Promise.all([
        db
          .select({
            id: notifications.id,
            title: notifications.title,
            body: notifications.body,
            link: notifications.link,
            read_at: notifications.read_at,
            created_at: notifications.created_at,
          })
          .from(notifications)
          .where(eq(notifications.user_id, userId))
          .orderBy(desc(notifications.created_at))
          .limit(limit),
        db
          .select({ unread: sql<number>`count(*)::int` })
          .from(notifications)
          .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at))),
      ]);
      return { rows, unread };
    },
    markAllRead(userId: string) {
      return db
        .update(notifications)
        .set({ read_at: new Date() })
        .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
    },
  };
}
