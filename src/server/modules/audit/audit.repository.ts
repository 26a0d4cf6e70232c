import { auditLog } from "../../db/schema.ts";
import type { TExecutor } from "../../db/tx.ts";

// DESIGN.md, Data: `audit_log` says who changed what in the back office. An entry is written in
// the transaction of the change it records, so a change is never without its entry, nor an
// entry without its change.

export type TAuditAction = "create" | "update" | "delete" | "status" | "bulk-status" | "bulk-priority" | "bulk-delete" | "note" | (string & {});

export type TAuditEntry = {
  /** The signed-in user who made the change (null for the system). */
  actorId: string | null;
  action: TAuditAction;
  /** The kind of thing changed, singular kebab-case: `job`, `service`, `hero-banner`, `user-role`. */
  entity: string;
  entityId?: string | null;
  /** What changed: the fields written, before/after where it matters. JSON only. */
  details?: Record<string, unknown>;
};

// PostgreSQL's jsonb refuses a lone UTF-16 surrogate (JSON.stringify writes it as `\ud800`), which
// a text column stores as U+FFFD: the entry holds the text as the changed row holds it, and a
// change is never refused (500) for the sake of its entry.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (details: Record<string, unknown>): Record<string, unknown> =>
  JSON.parse(JSON.stringify(details), (_key, value: unknown) => (typeof value === "string" ? value.replace(LONE_SURROGATE, "\uFFFD") : value));

export const auditRepository = {
  async record(executor: TExecutor, ...entries: TAuditEntry[]) {
    if (!entries.length) return;
    await executor.insert(auditLog).values(
      entries.map((entry) => ({
        actor_id: entry.actorId,
        action: entry.action,
        entity: entry.entity,
        entity_id: entry.entityId ?? null,
        details: entry.details ? wellFormed(entry.details) : null,
      })),
    );
  },
};
