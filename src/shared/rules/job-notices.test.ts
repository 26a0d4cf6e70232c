import { describe, expect, it } from "vitest";
import { withLocale } from "../i18n/locale-scope.ts";
import { m } from "../i18n/paraglide/messages.js";
import { formatVisit } from "./business-time.ts";
import { jobChanges, jobNotices, jobWhen, type TJobState } from "./job-notices.ts";

const job: TJobState = {
  status: "pending",
  technician_id: null,
  title: "Fix faucet",
  priority: 2,
  scheduled_date: "2026-03-02",
  scheduled_time: "9:00 AM",
  service_address: "1 Main St",
};

describe("jobNotices", () => {
  it("tells a technician a job was assigned, and the customer who will come", () => {
    expect(jobNotices(job, { ...job, technician_id: "t1" })).toEqual([
      { to: "technician", technicianId: "t1", kind: "job-assigned" },
      { to: "customer", kind: "technician-assigned" },
    ]);
  });

  it("tells both technicians when a job moves from one to another", () => {
    expect(jobNotices({ ...job, technician_id: "t1" }, { ...job, technician_id: "t2" })).toEqual([
      { to: "technician", technicianId: "t1", kind: "job-unassigned" },
      { to: "technician", technicianId: "t2", kind: "job-assigned" },
      { to: "customer", kind: "technician-assigned" },
    ]);
  });

  it("tells the assigned technician of a change to their day, and nothing for an unwatched field", () => {
    const mine = { ...job, technician_id: "t1" };
    expect(jobNotices(mine, { ...mine, scheduled_time: "1:00 PM" })).toEqual([{ to: "technician", technicianId: "t1", kind: "job-changed" }]);
    expect(jobNotices(mine, { ...mine })).toEqual([]);
  });

  it("tells the technician of a deleted job, and nobody of a deleted unassigned one", () => {
    expect(jobNotices({ ...job, technician_id: "t1" }, null)).toEqual([{ to: "technician", technicianId: "t1", kind: "job-unassigned" }]);
    expect(jobNotices(job, null)).toEqual([]);
  });

  it("tells the customer their booking is confirmed, started and completed", () => {
    const mine = { ...job, technician_id: "t1" };
    expect(jobNotices(mine, { ...mine, status: "scheduled" })).toContainEqual({ to: "customer", kind: "booking-confirmed" });
    expect(jobNotices({ ...mine, status: "scheduled" }, { ...mine, status: "in_progress" })).toContainEqual({ to: "customer", kind: "job-started" });
    expect(jobNotices({ ...mine, status: "in_progress" }, { ...mine, status: "completed" })).toContainEqual({ to: "customer", kind: "job-completed" });
    // Back from on hold is not a new confirmation.
    expect(jobNotices({ ...mine, status: "on_hold" }, { ...mine, status: "scheduled" })).not.toContainEqual({ to: "customer", kind: "booking-confirmed" });
  });

  it("tells of a job created with a technician and a confirmed slot", () => {
    expect(jobNotices(null, { ...job, status: "scheduled", technician_id: "t1" })).toEqual([
      { to: "technician", technicianId: "t1", kind: "job-assigned" },
      { to: "customer", kind: "technician-assigned" },
      { to: "customer", kind: "booking-confirmed" },
    ]);
    expect(jobNotices(null, job)).toEqual([]);
  });
});

describe("jobChanges", () => {
  const now = new Date("2026-02-20T15:00:00Z");
  it("says each change from what to what, the time as a person reads it", () => {
    expect(jobChanges(job, { ...job, scheduled_date: "2026-03-04", scheduled_time: "1:00 PM", status: "on_hold", priority: 3 }, now)).toEqual([
      "Time: Monday, March 2 at 9:00 AM ET → Wednesday, March 4 at 1:00 PM ET",
      "Status: Pending → On Hold",
      "Priority: Medium → High",
    ]);
    expect(jobChanges(job, { ...job, service_address: "9 Oak Ave", title: "Fix kitchen faucet" }, now)).toEqual([
      "Address: 1 Main St → 9 Oak Ave",
      "Title: Fix faucet → Fix kitchen faucet",
    ]);
  });
  it("says when a job loses its date", () => {
    expect(jobChanges(job, { ...job, scheduled_date: null, scheduled_time: null }, now)).toEqual([
      "Time: Monday, March 2 at 9:00 AM ET → a date still to be set",
    ]);
    expect(jobWhen({ scheduled_date: "2026-03-02", scheduled_time: null }, now)).toBe("Monday, March 2");
  });
});

describe("jobChanges in Spanish", () => {
  const now = new Date("2026-02-20T15:00:00Z");
  it("says each change in the technician's language, the job's own words as written", () => {
    const changes = withLocale("es", () =>
      jobChanges(
        job,
        { ...job, scheduled_date: null, scheduled_time: null, status: "in_progress", priority: 3, service_address: "9 Oak Ave", title: "Fix kitchen faucet" },
        now,
      ),
    );
    expect(changes).toEqual([
      `Fecha y hora: ${formatVisit("2026-03-02", "9:00 AM", now, "es")} → ${withLocale("es", () => m.notice_date_unset())}`,
      "Estado: Pendiente → En curso",
      "Dirección: 1 Main St → 9 Oak Ave",
      "Prioridad: Media → Alta",
      "Título: Fix faucet → Fix kitchen faucet",
    ]);
  });
});
