import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import type { TTx } from "../../db/tx.ts";
import { stormSuggestions } from "../../db/schema.ts";

export type TStormSuggestionInsert = typeof stormSuggestions.$inferInsert;

// Decision 0173: the suggestions the weather service's alerts made; the alert's id is unique.
export function stormSuggestionsRepository(db: TDb) {
  return {
    transaction: <T>(work: (tx: TTx) => Promise<T>) => db.transaction(work),

    /** Whether any of these alerts already made a suggestion (an update of one does not make another). */
    async anyKnown(tx: TTx, alertIds: string[]): Promise<boolean> {
      const [row] = await tx.select({ id: stormSuggestions.id }).from(stormSuggestions).where(inArray(stormSuggestions.alert_id, alertIds)).limit(1);
      return row !== undefined;
    },

    /** The suggestion, once per alert: false when the alert already made one (a retry, another process). */
    async insert(tx: TTx, values: TStormSuggestionInsert): Promise<boolean> {
      const rows = await tx
        .insert(stormSuggestions)
        .values(values)
        .onConflictDoNothing({ target: stormSuggestions.alert_id })
        .returning({ id: stormSuggestions.id });
      return rows.length > 0;
    },

    /** The suggestions neither dismissed nor expired at `now`, the soonest to expire first (storm_suggestions_open_idx). */
    open(now: Date) {
      return db
        .select({
          id: stormSuggestions.id,
          event: stormSuggestions.event,
          headline: stormSuggestions.headline,
          area: stormSuggestions.area,
          expires_at: stormSuggestions.expires_at,
          phase: stormSuggestions.phase,
          counties: stormSuggestions.counties,
          created_at: stormSuggestions.created_at,
        })
        .from(stormSuggestions)
        .where(and(isNull(stormSuggestions.dismissed_at), gt(stormSuggestions.expires_at, now)))
        .orderBy(asc(stormSuggestions.expires_at), asc(stormSuggestions.id));
    },

    /** Dismisses it (compare-and-set: once); false when it is unknown or was dismissed already. */
    async dismiss(tx: TTx, id: string, userId: string): Promise<boolean> {
      const rows = await tx
        .update(stormSuggestions)
        .set({ dismissed_at: new Date(), dismissed_by: userId })
        .where(and(eq(stormSuggestions.id, id), isNull(stormSuggestions.dismissed_at)))
        .returning({ id: stormSuggestions.id });
      return rows.length > 0;
    },

    async exists(tx: TTx, id: string): Promise<boolean> {
      const [row] = await tx.select({ id: stormSuggestions.id }).from(stormSuggestions).where(eq(stormSuggestions.id, id));
      return row !== undefined;
    },
  };
}
export type TStormSuggestionsRepository = ReturnType<typeof stormSuggestionsRepository>;
