import { and, eq, ilike, or, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import type { TTx } from "../../db/tx.ts";
import { containsPattern } from "../../db/like.ts";
import { afterCursor, cursorKey, keysetOrder, toPage, type TKeyset } from "../../db/keyset.ts";
import { profiles, technicians } from "../../db/schema.ts";
import type { TRole } from "../../../shared/roles.ts";
import type { TUserListQuery } from "../../../shared/schemas/users.ts";

const USERS_NEWEST_FIRST: TKeyset = { sort: profiles.created_at, id: profiles.id, direction: "desc" };

// Decision 0052: any part of the name or e-mail, through the trigram indexes on both.
function matchingUsers(q: string) {
  const pattern = containsPattern(q);
  return or(ilike(profiles.email, pattern), ilike(profiles.full_name, pattern));
}

export function usersRepository(db: TDb) {
  return {
    transaction: <T>(work: (tx: TTx) => Promise<T>) => db.transaction(work),

    /**
     * Whether `sessionId` is the account's first signed-in session, which it becomes when the
     * account is first seen signed in. Written once: later sessions only read it.
     */
    async isFirstSession(userId: string, sessionId: string) {
      const result = await db.execute<{ first: boolean }>(sql`
        with marked as (
          update ${profiles} set first_session_id = ${sessionId}
          where ${profiles.id} = ${userId} and ${profiles.first_session_id} is null
          returning ${profiles.first_session_id}
        )
        select coalesce((select first_session_id from marked), (select first_session_id from ${profiles} where ${profiles.id} = ${userId})) = ${sessionId} as first`);
      return result.rows[0]?.first === true;
    },

    /** A page of users, newest first, matching `q` in name or e-mail. */
    async list({ q, cursor, limit }: TUserListQuery) {
      const matches = q ? matchingUsers(q) : undefined;
      const rows = await db
        .select({
          id: profiles.id,
          email: profiles.email,
          first_name: profiles.first_name,
          last_name: profiles.last_name,
          role: profiles.role,
          created_at: profiles.created_at,
          cursor_key: cursorKey(USERS_NEWEST_FIRST),
        })
        .from(profiles)
        .where(and(matches, afterCursor(USERS_NEWEST_FIRST, cursor)))
        .orderBy(...keysetOrder(USERS_NEWEST_FIRST))
        .limit(limit + 1);
      return toPage(rows, limit);
    },

    async count(q?: string) {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(profiles)
        .where(q ? matchingUsers(q) : undefined);
      return row.total;
    },

    /**
     * Locks every admin's profile row, in id order (two role changes lock in the same order, so
     * they queue rather than deadlock), and returns their ids as they are now. A change that
     * waited re-reads the rows: an admin demoted meanwhile is no longer among them.
     */
    async lockAdmins(tx: TTx): Promise<string[]> {
      const rows = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, "admin")).orderBy(profiles.id).for("update");
      return rows.map((row) => row.id);
    },

    /** The profile with this e-mail (any case), locked until the transaction ends. */
    async lockByEmail(tx: TTx, email: string) {
      const [row] = await tx
        .select({ id: profiles.id, email: profiles.email, role: profiles.role })
        .from(profiles)
        .where(sql`lower(${profiles.email}) = ${email.toLowerCase()}`)
        .for("update");
      return row ?? null;
    },

    async setRole(tx: TTx, profileId: string, role: TRole) {
      await tx.update(profiles).set({ role, updated_at: new Date() }).where(eq(profiles.id, profileId));
    },

    /**
     * A technician gets their record, or their retired one back (with the jobs it still holds).
     * `changed` is false when an active record was already there.
     */
    async activateTechnician(tx: TTx, profileId: string): Promise<{ id: string; changed: boolean }> {
      const [existing] = await tx
        .select({ id: technicians.id, is_active: technicians.is_active })
        .from(technicians)
        .where(eq(technicians.profile_id, profileId))
        .for("update");
      if (existing?.is_active) return { id: existing.id, changed: false };
      const [row] = await tx
        .insert(technicians)
        .values({ profile_id: profileId })
        .onConflictDoUpdate({ target: technicians.profile_id, set: { is_active: true } })
        .returning({ id: technicians.id });
      return { id: row.id, changed: true };
    },

    /** Retires the record: its jobs stay assigned to it and show as a former technician's. */
    async retireTechnician(tx: TTx, profileId: string) {
      const rows = await tx
        .update(technicians)
        .set({ is_active: false })
        .where(and(eq(technicians.profile_id, profileId), eq(technicians.is_active, true)))
        .returning({ id: technicians.id });
      return rows[0]?.id ?? null;
    },
  };
}
export type TUsersRepository = ReturnType<typeof usersRepository>;
