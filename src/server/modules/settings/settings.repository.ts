import { eq } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { settings } from "../../db/schema.ts";
import { DEFAULT_BUSINESS_SETTINGS, ZBusinessSettings, type TBusinessSettings } from "../../../shared/schemas/settings.ts";

export function settingsRepository(db: TDb) {
  return {
    /** The business settings; defaults fill anything not yet saved. */
    async business(): Promise<TBusinessSettings> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "business"));
      const parsed = ZBusinessSettings.partial().safeParse(row?.value ?? {});
      return { ...DEFAULT_BUSINESS_SETTINGS, ...(parsed.success ? parsed.data : {}) };
    },
  };
}
