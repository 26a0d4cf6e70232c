import { auditRepository } from "./audit.repository.ts";

export type { TAuditAction, TAuditEntry } from "./audit.repository.ts";

// The audit module's front door (decision 0147): other modules write entries through `audit`,
// never through the repository. `record(tx, ...entries)` writes in the caller's transaction.
export const audit = { record: auditRepository.record };
