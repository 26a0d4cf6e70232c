// The notifications module's front door for other modules (decision 0147), beside notifier.ts
// and job-notices.ts: bell notices written and read in the caller's transaction, and the job and
// technician facts a notice is worded from.

export { insertNotices, readNoticesAt } from "./notifications.repository.ts";
export { jobSnapshots, technicianAccounts } from "./job-notices.repository.ts";
