import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { notifications, profiles } from "../../db/schema.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";
import { publish } from "../../realtime/publish.ts";
import { audience } from "../../../shared/rules/live-audience.ts";

export type TAdminNotice = { kind: string; title: string; body: string; link: string };

/**
 * Writes one notification per account in the caller's transaction, each with its live event
 * (the bell's count and list arrive live). Returns the rows with each account's e-mail.
 */
export async function insertNotices(tx: TTx, userIds: readonly string[], notice: TAdminNotice) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(ids.map((userId) => ({ user_id: userId, ...notice })))
    .returning({ id: notifications.id, user_id: notifications.user_id });
  for (const row of rows) {
    await publish(tx, { type: "notification.created", payload: { notification_id: row.id }, audience: [audience.user(row.user_id)] });
  }
  return rows;
}

/**
 * Marks read, in the caller's transaction, this account's unread notifications that point at
 * this link (what they told of is now seen), and tells the account's tabs.
 */
export async function readNoticesAt(tx: TTx, userId: string, link: string) {
  const rows = await tx
    .update(notifications)
    .set({ read_at: new Date() })
    .where(and(eq(notifications.user_id, userId), eq(notifications.link, link), isNull(notifications.read_at)))
    .returning({ id: notifications.id });
  if (rows.length > 0) await publish(tx, { type: "notification.read", payload: {}, audience: [audience.user(userId)] });
}

/**
 * The notice with its account's e-mail while it is unread, locked for the caller's transaction
 * (a read racing the mail waits for it); null once read or gone.
 */
export async function unreadNotice(tx: TTx, id: string) {
  const [row] = await tx
    .select({ kind: notifications.kind, title: notifications.title, body: notifications.body, link: notifications.link, email: profiles.email })
    .from(notifications)
    .innerJoin(profiles, eq(profiles.id, notifications.user_id))
    .where(and(eq(notifications.id, id), isNull(notifications.read_at)))
    .for("update", { of: notifications });
  return row ?? null;
}

/** Every admin's account id and e-mail. */
export function adminAccounts(executor: TExecutor) {
  return executor.select({ id: profiles.id, email: profiles.email }).from(profiles).where(eq(profiles.role, "admin"));
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

    /** Marks the user's unread notifications read (all, or the one given), and tells their other tabs. */
    markRead(userId: string, id?: string) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(notifications)
          .set({ read_at: new Date() })
          .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at), id ? eq(notifications.id, id) : undefined))
          .returning({ id: notifications.id });
        if (rows.length > 0) await publish(tx, { type: "notification.read", payload: {}, audience: [audience.user(userId)] });
        return rows.length;
      });
    },

    /** Whether the user has a notification with this id (read or not). */
    async owns(userId: string, id: string) {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.user_id, userId), eq(notifications.id, id)));
      return Boolean(row);
    },

    /** Account ids and e-mails of these profiles. */
    accounts(executor: TExecutor, ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return executor
        .select({ id: profiles.id, email: profiles.email })
        .from(profiles)
        .where(inArray(profiles.id, [...ids]));
    },
  };
}
