import { AppError } from "../../errors.ts";
import { audit } from "../audit/audit.ts";
import { HOURLY_RATE_ID, priceLock } from "../storm/price-lock.ts";
import type { TBusinessSettings, TSaveSettingsRequest, TSettingsDocument } from "../../../shared/schemas/settings.ts";
import type { TSettingsRepository, TSettingsRow } from "./settings.repository.ts";

export const STALE_SETTINGS = "Someone else saved the settings while you were editing. Reload them and make your change again.";

const present = (row: TSettingsRow): TSettingsDocument => ({ ...row, updated_at: row.updated_at?.toISOString() ?? null });

/** The top-level groups whose value changed, with before and after (the audit entry's details). */
function changes(before: TBusinessSettings, after: TBusinessSettings) {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof TBusinessSettings)[]) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) changed[key] = { from: before[key] ?? null, to: after[key] ?? null };
  }
  return changed;
}

// Settings pane: the business settings every page reads, saved by admins with
// compare-and-set (decision 0053) and audited in the save's transaction.
export function settingsService(deps: { repository: TSettingsRepository }) {
  const { repository } = deps;
  return {
    async read(): Promise<TSettingsDocument> {
      return present(await repository.document());
    },

    async save(actorId: string, input: TSaveSettingsRequest): Promise<TSettingsDocument> {
      return repository.transaction(async (tx) => {
        const current = await repository.lockedDocument(tx);
        if (current.version !== input.version) throw new AppError("CONFLICT", STALE_SETTINGS, [{ field: "version", message: STALE_SETTINGS }]);
        // Decision 0161: a declaration saved with the same change already locks the hourly rate.
        await priceLock.change(tx, {
          item: "hourly_rate",
          itemId: HOURLY_RATE_ID,
          field: "settings.labor_rate_cents",
          current: current.settings.labor_rate_cents,
          next: input.settings.labor_rate_cents,
          declaredOn: input.settings.storm.emergency_declared_on,
        });
        const saved = await repository.save(tx, input.settings, input.version);
        if (!saved) throw new AppError("CONFLICT", STALE_SETTINGS, [{ field: "version", message: STALE_SETTINGS }]);
        const changed = changes(current.settings, input.settings);
        await audit.record(tx, {
          actorId,
          action: "update",
          entity: "settings",
          entityId: "business",
          details: { version: saved.version, changed },
        });
        return present({ settings: input.settings, version: saved.version, updated_at: saved.updated_at });
      });
    },
  };
}
export type TSettingsService = ReturnType<typeof settingsService>;
