// The scheduled module's front door for other modules (decision 0147), beside scheduled-tasks.ts.

/** `claimOnce(tx, task, subject)`: true the first time a task claims its subject, in the caller's transaction. */
export { claimOnce } from "./scheduled.repository.ts";
