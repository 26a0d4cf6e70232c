import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { customers, jobs, technicians } from "../src/server/db/schema.ts";
import { invoiceIssuer } from "../src/server/modules/invoices/invoice-issuer.ts";
import { jobsRepository } from "../src/server/modules/jobs/jobs.repository.ts";
import { JOB_CHANGED, jobsService, type TJobsService } from "../src/server/modules/jobs/jobs.service.ts";
import type { TJobStatus } from "../src/shared/rules/job-status.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// The job domain's status change, as the staff side will call it (staff-side.md §4).
let t: TTestApp;
let service: TJobsService;
let customerId: string;
let mine: string;
let theirs: string;
const clock = new Date("2026-03-02T15:04:05.123Z");

beforeAll(async () => {
  t = await createTestApp();
  service = jobsService({
    repository: jobsRepository(t.database.db),
    issueInvoices: invoiceIssuer({ taxRatePercent: async () => 7.5 }),
    refundPolicy: async () => ({ full_refund_hours_before: 24 }),
    now: () => clock,
  });
  const technicianOf = async () => {
    const { userId } = await t.signedIn("technician");
    const [row] = await t.database.db.select({ id: technicians.id }).from(technicians).where(eq(technicians.profile_id, userId));
    return row.id;
  };
  mine = await technicianOf();
  theirs = await technicianOf();
  const [customer] = await t.database.db.insert(customers).values({ email: "jobs-domain@example.com", first_name: "Ada" }).returning({ id: customers.id });
  customerId = customer.id;
});
afterAll(() => t.close());

async function aJob(status: TJobStatus, technicianId: string | null = mine, stamps: { started_at?: Date; completed_at?: Date } = {}) {
  const [job] = await t.database.db
    .insert(jobs)
    .values({
      title: "Faucet Repair",
      status,
      service_address: "1 Main St",
      service_city: "Tampa",
      service_state: "FL",
      service_zip: "33601",
      customer_id: customerId,
      technician_id: technicianId,
      ...stamps,
    })
    .returning({ id: jobs.id });
  return job.id;
}
const stored = async (id: string) => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { status?: number; message: string }) => ({ status: error.status, message: error.message }),
  );

describe("changeStatus by actor", () => {
  it("lets a technician start their pending or scheduled job and complete it, with the server's timestamps", async () => {
    const id = await aJob("scheduled");
    const started = await service.changeStatus({ actor: "technician", technicianId: mine, jobId: id, to: "in_progress" });
    expect(started).toMatchObject({ status: "in_progress", started_at: clock, completed_at: null });
    const completed = await service.changeStatus({ actor: "technician", technicianId: mine, jobId: id, to: "completed" });
    expect(completed).toMatchObject({ status: "completed", started_at: clock, completed_at: clock });
    expect((await stored(id)).updated_at).toEqual(clock);
    const pending = await aJob("pending");
    expect(await service.changeStatus({ actor: "technician", technicianId: mine, jobId: pending, to: "in_progress" })).toMatchObject({ status: "in_progress" });
  });

  it("refuses the technician's other moves with a 409 that names them, and leaves the job as it was", async () => {
    const done = await aJob("completed", mine, { started_at: new Date("2026-01-01T10:00:00Z"), completed_at: new Date("2026-01-01T12:00:00Z") });
    expect(await refusal(service.changeStatus({ actor: "technician", technicianId: mine, jobId: done, to: "in_progress" }))).toEqual({
      status: 409,
      message: "A job that is Completed cannot be moved to In Progress.",
    });
    const scheduled = await aJob("scheduled");
    expect((await refusal(service.changeStatus({ actor: "technician", technicianId: mine, jobId: scheduled, to: "cancelled" })))?.status).toBe(409);
    expect((await refusal(service.changeStatus({ actor: "technician", technicianId: mine, jobId: scheduled, to: "completed" })))?.status).toBe(409);
    expect(await stored(done)).toMatchObject({ status: "completed", completed_at: new Date("2026-01-01T12:00:00Z") });
    expect((await stored(scheduled)).status).toBe("scheduled");
  });

  it("gives a technician 404 for another technician's job and for an unassigned one, and changes neither", async () => {
    const another = await aJob("scheduled", theirs);
    const unassigned = await aJob("pending", null);
    for (const jobId of [another, unassigned]) {
      expect((await refusal(service.changeStatus({ actor: "technician", technicianId: mine, jobId, to: "in_progress" })))?.status).toBe(404);
      expect((await refusal(service.changeStatus({ actor: "technician", technicianId: mine, jobId, to: "in_progress", expected: "scheduled" })))?.status).toBe(
        404,
      );
    }
    expect((await stored(another)).status).toBe("scheduled");
    expect((await stored(unassigned)).status).toBe("pending");
    expect((await refusal(service.changeStatus({ actor: "admin-edit", jobId: "00000000-0000-4000-8000-000000000000", to: "pending" })))?.status).toBe(404);
  });

  it("offers the admin's quick actions only from their statuses, bulk every status but cancelled, and the form any status", async () => {
    const pending = await aJob("pending");
    expect(await service.changeStatus({ actor: "admin-quick", jobId: pending, to: "scheduled" })).toMatchObject({ status: "scheduled" });
    expect((await refusal(service.changeStatus({ actor: "admin-quick", jobId: pending, to: "completed" })))?.status).toBe(409);
    expect((await refusal(service.changeStatus({ actor: "admin-bulk", jobId: pending, to: "cancelled" })))?.status).toBe(409);
    expect(await service.changeStatus({ actor: "admin-bulk", jobId: pending, to: "on_hold" })).toMatchObject({ status: "on_hold" });
    // The form may move a completed job back; the timestamps that no longer hold are cleared.
    const done = await aJob("completed", theirs, { started_at: new Date("2026-01-01T10:00:00Z"), completed_at: new Date("2026-01-01T12:00:00Z") });
    expect(await service.changeStatus({ actor: "admin-edit", jobId: done, to: "pending" })).toMatchObject({
      status: "pending",
      started_at: null,
      completed_at: null,
    });
  });

  it("refuses a change made from a status the job has left (expected), with the reload message", async () => {
    const id = await aJob("in_progress");
    expect(await refusal(service.changeStatus({ actor: "admin-edit", jobId: id, to: "cancelled", expected: "scheduled" }))).toEqual({
      status: 409,
      message: JOB_CHANGED,
    });
    expect((await stored(id)).status).toBe("in_progress");
  });
});

describe("two racing status changes", () => {
  it("let exactly one win; the other gets 409 and the job keeps the winner's status", async () => {
    for (let round = 0; round < 5; round++) {
      const id = await aJob("scheduled");
      const outcomes = await Promise.allSettled([
        service.changeStatus({ actor: "technician", technicianId: mine, jobId: id, to: "in_progress", expected: "scheduled" }),
        service.changeStatus({ actor: "admin-quick", jobId: id, to: "on_hold", expected: "scheduled" }),
      ]);
      const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
      const lost = outcomes.filter((outcome) => outcome.status === "rejected");
      expect(won).toHaveLength(1);
      expect(lost.map((outcome) => (outcome.reason as { status: number; message: string }).status)).toEqual([409]);
      expect((lost[0].reason as Error).message).toBe(JOB_CHANGED);
      expect((await stored(id)).status).toBe(won[0].value.status);
    }
  });

  it("let exactly one of two starts without `expected` win", async () => {
    const id = await aJob("pending");
    const outcomes = await Promise.allSettled(
      [1, 2].map(() => service.changeStatus({ actor: "technician", technicianId: mine, jobId: id, to: "in_progress" })),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === "rejected").map((outcome) => (outcome.reason as { status: number }).status)).toEqual([409]);
  });
});
