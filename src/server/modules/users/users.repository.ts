import { and, eq, ilike, or, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { afterCursor, cursorKey, keysetOrder, toPage, type TKeyset } from "../../db/keyset.ts";
import { auditLog, profiles, technicians } from "../../db/schema.ts";
import type { TRole } from "../../../shared/roles.ts";
import type { TUserListQuery } from "../../../shared/schemas/users.ts";

const USERS_NEWEST_FIRST: TKeyset = { sort: profiles.created_at, id: profiles.id, direction: "desc" };

function matchingUsers(q: string) {
  const pattern = containsPattern(q);
  return or(ilike(profiles.email, pattern), ilike(sql`concat_ws(' ', ${profiles.first_name}, ${profiles.last_name})`, pattern));
}

export function usersRepository(db: TDb) {
  return {
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
    async findByEmail(email: string) {
      const [row] = await db
        .select({ id: profiles.id, role: profiles.role })
        .from(profiles)
        .where(sql`lower(${profiles.email}) = ${email.toLowerCase()}`);
      return row ?? null;
    },
    /** Sets the role; a technician also gets (or keeps) a technician record. One transaction, audited. */
    setRole(actorId: string, profileId: string, role: TRole, previous: string) {
      return db.transaction(async (tx) => {
        await tx.update(profiles).set({ role, updated_at: new Date() }).where(eq(profiles.id, profileId));
        if (role === "technician") {
          await tx
            .insert(technicians)
            .values({ profile_id: profileId })
            .onConflictDoUpdate({ target: technicians.profile_id, set: { is_active: true } });
        } else {
          await tx.update(technicians).set({ is_active: false }).where(eq(technicians.profile_id, profileId));
        }
        await tx
          .insert(auditLog)
          .values({ actor_id: actorId, action: "set-role", entity: "profile", entity_id: profileId, details: { from: previous, to: role } });
      });
    },
  };
}
