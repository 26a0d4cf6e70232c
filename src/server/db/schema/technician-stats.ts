import { integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";

/**
 * The Technicians pane (decision 0057): how many jobs each technician has in each
 * status, kept by statement-level triggers on `jobs` in the writer's transaction (migration
 * directory), so the pane reads a few rows per technician instead of counting their jobs.
 * Jobs without a technician are not counted, so bookings and emergencies never touch it.
 * No foreign key: removing a technician sets their jobs' technician to null, an update whose
 * trigger brings their counts to zero. `technician_job_counts_rebuild()` recomputes it from jobs.
 */
export const technicianJobCounts = pgTable(
  "technician_job_counts",
  {
    technician_id: uuid("technician_id").notNull(),
    status: text("status").notNull(),
    jobs: integer("jobs").notNull(),
  },
  (t) => [primaryKey({ columns: [t.technician_id, t.status], name: "technician_job_counts_pkey" })],
);
