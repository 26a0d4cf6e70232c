import { and, eq, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { userPreferences } from "../../db/schema.ts";

// A signed-in user's own settings of a screen, one row per (user, key) (the jobs
// view's settings, remembered per admin on the server). The caller validates the value.
export function preferencesRepository(db: TDb) {
  return {
    async get(userId: string, key: string): Promise<unknown> {
      const [row] = await db
        .select({ value: userPreferences.value })
        .from(userPreferences)
        .where(and(eq(userPreferences.user_id, userId), eq(userPreferences.key, key)));
      return row?.value ?? null;
    },

    /** Saves the value whole (one upsert: two saves at once leave one of them, never a mix). */
    async put(userId: string, key: string, value: unknown) {
      await db
        .insert(userPreferences)
        .values({ user_id: userId, key, value })
        .onConflictDoUpdate({ target: [userPreferences.user_id, userPreferences.key], set: { value, updated_at: sql`now()` } });
    },
  };
}

export type TPreferencesRepository = ReturnType<typeof preferencesRepository>;
