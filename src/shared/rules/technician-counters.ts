import type { TJobStatus } from "./job-status.ts";

// staff-side.md §2 Technician Dashboard, Jobs tab: counters Pending (pending plus scheduled),
// Active (in_progress), Done (completed). The header's pending count is the first.
export const TECHNICIAN_COUNTERS = {
  pending: ["pending", "scheduled"],
  active: ["in_progress"],
  done: ["completed"],
} as const satisfies Record<string, readonly TJobStatus[]>;
