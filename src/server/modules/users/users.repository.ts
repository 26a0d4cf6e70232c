import { desc, eq, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { auditLog, profiles, technicians } from "../../db/schema.ts";
import type { TRole } from "../../../shared/roles.ts";

export function usersRepository(db: TDb) {
  return {
    list(limit: number, offset: number) {
      return db
        .select({
          id: profiles.id,
          email: profiles.email,
          first_name: profiles.first_name,
          last_name: profiles.last_name,
          role: profiles.role,
          created_at: profiles.created_at,
        })
        .from(profiles)
        .orderBy(desc(profiles.created_at))
        .limit(limit)
        .offset(offset);
    },
    async count() {
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(profiles);
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
          await tx.insert(technicians).values({ profile_id: profileId }).onConflictDoUpdate({ target: technicians.profile_id, set: { is_active: true } });
        } else {
          await tx.update(technicians).set({ is_active: false }).where(eq(technicians.profile_id, profileId));
        }
        await tx.insert(auditLog).values({ actor_id: actorId, action: "set-role", entity: "profile", entity_id: profileId, details: { from: previous, to: role } });
      });
    },
  };
}
