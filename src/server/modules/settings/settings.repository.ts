import { eq, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";
import { serviceReviews, services, settings } from "../../db/schema.ts";
import { DEFAULT_BUSINESS_SETTINGS, ZBusinessSettings, type TBusinessSettings } from "../../../shared/schemas/settings.ts";

const KEY = "business";

/**
 * The saved value over the defaults, group by group: a group that no longer parses (a field
 * added or tightened since it was saved) falls back to its default alone, never the whole set.
 */
function merged(value: unknown): TBusinessSettings {
  const saved = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const result: Record<string, unknown> = { ...DEFAULT_BUSINESS_SETTINGS };
  for (const [key, schema] of Object.entries(ZBusinessSettings.shape)) {
    if (!(key in saved)) continue;
    const parsed = schema.safeParse(saved[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as TBusinessSettings;
}

export type TSettingsRow = { settings: TBusinessSettings; version: number; updated_at: Date | null };

export function settingsRepository(db: TDb) {
  async function document(executor: TExecutor = db): Promise<TSettingsRow> {
    const [row] = await executor
      .select({ value: settings.value, version: settings.version, updated_at: settings.updated_at })
      .from(settings)
      .where(eq(settings.key, KEY));
    return { settings: merged(row?.value), version: row?.version ?? 0, updated_at: row?.updated_at ?? null };
  }

  return {
    /**
     * The business settings; defaults fill anything not yet saved. Given a transaction, read in it
     * (an invoice is issued at the tax rate its own transaction sees).
     */
    async business(executor: TExecutor = db): Promise<TBusinessSettings> {
      return (await document(executor)).settings;
    },
    /** The settings with their version, for the Settings form (decision 0053). */
    document,
    /** The row, locked for this transaction (a save reads what it replaces under the lock). */
    async lockedDocument(executor: TExecutor): Promise<TSettingsRow> {
      await executor.execute(sql`select 1 from ${settings} where ${settings.key} = ${KEY} for update`);
      return document(executor);
    },
    /**
     * Compare-and-set: writes `value` only when the saved version is still `expected`; returns the
     * new version, or null when someone saved in between. Version 0 is the never-saved default.
     */
    async save(executor: TExecutor, value: TBusinessSettings, expected: number): Promise<{ version: number; updated_at: Date } | null> {
      const now = new Date();
      if (expected === 0) {
        const rows = await executor
          .insert(settings)
          .values({ key: KEY, value, version: 1, updated_at: now })
          .onConflictDoUpdate({
            target: settings.key,
            set: { value, version: sql`${settings.version} + 1`, updated_at: now },
            setWhere: eq(settings.version, 0),
          })
          .returning({ version: settings.version, updated_at: settings.updated_at });
        return rows[0] ?? null;
      }
      const rows = await executor
        .update(settings)
        .set({ value, version: sql`${settings.version} + 1`, updated_at: now })
        .where(sql`${settings.key} = ${KEY} and ${settings.version} = ${expected}`)
        .returning({ version: settings.version, updated_at: settings.updated_at });
      return rows[0] ?? null;
    },
    /**
     * Decision 0119: the landing page's rating is the published reviews' (those of the active
     * services the catalogue shows), rounded as a service's Reviews tab rounds its average.
     */
    async reviewFigures(): Promise<{ rating: number | null; review_count: number }> {
      const [row] = await db
        .select({
          rating: sql<number | null>`round(avg(${serviceReviews.rating})::numeric, 1)::float8`,
          review_count: sql<number>`count(*)::int`,
        })
        .from(serviceReviews)
        .innerJoin(services, eq(services.id, serviceReviews.service_id))
        .where(eq(services.is_active, true));
      return { rating: row?.rating ?? null, review_count: row?.review_count ?? 0 };
    },
    transaction: <T>(work: (tx: TTx) => Promise<T>) => db.transaction(work),
  };
}
export type TSettingsRepository = ReturnType<typeof settingsRepository>;
