import { eq, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { uploads } from "../../db/schema.ts";

export function uploadsRepository(db: TDb) {
  return {
    /**
     * Records an upload if it fits the user's quota for the last 24 hours, in one statement;
     * null when it does not fit.
     */
    async reserve(row: { user_id: string; key: string; content_type: string; size: number }, dailyQuotaBytes: number) {
      const result = await db.execute<{ id: string }>(sql`
        insert into ${uploads} (user_id, key, content_type, size)
        select ${row.user_id}, ${row.key}, ${row.content_type}, ${row.size}
        where (select coalesce(sum(size), 0) from ${uploads}
               where user_id = ${row.user_id} and created_at > now() - interval '1 day') + ${row.size} <= ${dailyQuotaBytes}
        returning id`);
      return result.rows[0]?.id ?? null;
    },

    /** Frees a reservation whose file could not be stored. */
    async release(id: string) {
      await db.delete(uploads).where(eq(uploads.id, id));
    },
  };
}

export type TUploadsRepository = ReturnType<typeof uploadsRepository>;
