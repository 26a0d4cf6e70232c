import type { TJobsRepository } from "./jobs.repository.ts";

// The jobs module's front door for other modules (decision 0147), beside jobs.service.ts: a job
// row and its customer written in the caller's transaction, as a converted quote is.
export type TJobWrites = Pick<TJobsRepository, "findOrCreateCustomer" | "insert">;
