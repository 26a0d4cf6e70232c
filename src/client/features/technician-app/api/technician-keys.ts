import type { TTechnicianJobsQuery } from "@/shared/schemas/technician-jobs.ts";

// One key factory for the technician app's queries and mutations. The offline layer persists
// what sits under `all` (lib/offline-persistence.ts), and nothing else of the app's cache.
export const technicianKeys = {
  all: ["technician-app"] as const,
  me: () => [...technicianKeys.all, "me"] as const,
  jobs: () => [...technicianKeys.all, "jobs"] as const,
  list: (view: NonNullable<TTechnicianJobsQuery["view"]>) => [...technicianKeys.all, "jobs", "list", view] as const,
  job: (id: string) => [...technicianKeys.all, "jobs", "detail", id] as const,
  // The Measure and Estimate tabs: read afresh online, under their own root, so the offline
  // layer does not keep them (their unsaved work is kept in session storage instead).
  tools: ["technician-tools"] as const,
  jobOptions: () => [...technicianKeys.tools, "job-options"] as const,
  estimateSetup: () => [...technicianKeys.tools, "estimate-setup"] as const,
  rooms: (jobId: string) => [...technicianKeys.tools, "rooms", jobId] as const,
  estimates: (jobId: string) => [...technicianKeys.tools, "estimates", jobId] as const,
};

/** The mutations that may wait offline: each key has its defaults registered (api/job-writes.ts). */
export const technicianMutationKeys = {
  start: [...technicianKeys.all, "start"] as const,
  complete: [...technicianKeys.all, "complete"] as const,
  notes: [...technicianKeys.all, "notes"] as const,
  rooms: [...technicianKeys.all, "rooms"] as const,
};
