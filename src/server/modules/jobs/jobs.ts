import type { TJobsRepository } from "./jobs.repository.ts";

// The jobs module's front door for other modules (decision 0147), beside jobs.service.ts: a job
// row and its customer written in the caller's transaction, as a converted quote is.
export type TJobWrites = Pick<TJobsRepository, "findOrCreateCustomer" | "insert">;

/** A job as its lists show it, as columns of a `jobs` select (the technician app's list). */
export { JOB_LIST_COLUMNS } from "./jobs.repository.ts";
/** A staff member's name as the job screens show it (the emergency timeline names its technician so). */
export { personName } from "./admin-jobs.repository.ts";
