import { and, gt, inArray } from "drizzle-orm";
import { eq } from "drizzle-orm";
import type { TDb } from "../db/client.ts";
import { profiles, session } from "../db/schema.ts";
import { isRole, type TRole } from "../../shared/roles.ts";
import type { TSessionCheck } from "./live-hub.ts";

/** The sessions still valid among `ids`, each with its account's role now (one query per heartbeat). */
export function liveSessionCheck(db: TDb): TSessionCheck {
  return async (ids) => {
    const rows = await db
      .select({ id: session.id, role: profiles.role })
      .from(session)
      .leftJoin(profiles, eq(profiles.id, session.userId))
      .where(and(inArray(session.id, ids), gt(session.expiresAt, new Date())));
    return new Map<string, TRole | null>(rows.map((row) => [row.id, row.role === null ? null : isRole(row.role) ? row.role : "customer"]));
  };
}
