// The whole schema, for Drizzle's client and drizzle-kit. One file per area under schema/.
export * from "./schema/auth.ts";
export * from "./schema/people.ts";
export * from "./schema/catalogue.ts";
export * from "./schema/bookings.ts";
export * from "./schema/jobs.ts";
export * from "./schema/website.ts";
export * from "./schema/system.ts";
export * from "./schema/idempotency.ts";
export * from "./schema/uploads.ts";
export * from "./schema/job-stats.ts";
export * from "./schema/invoices.ts";
export * from "./schema/live.ts";
export * from "./schema/technician-stats.ts";
export * from "./schema/emergency.ts";
export * from "./schema/storm.ts";
