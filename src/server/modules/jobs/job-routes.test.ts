import { describe, expect, it } from "vitest";
import { technicianRoutes, type TRoutableJob } from "./job-routes.ts";

const TODAY = "2026-03-02";
const jordan = { id: "10000000-0000-4000-8000-000000000001", name: "Jordan Reyes" };
const sam = { id: "10000000-0000-4000-8000-000000000002", name: "Sam Patel" };
const job = (id: string, overrides: Partial<TRoutableJob> = {}): TRoutableJob => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  status: "scheduled",
  scheduled_date: TODAY,
  scheduled_time: "9:00 AM",
  technician: jordan,
  ...overrides,
});

describe("technicianRoutes", () => {
  it("joins each technician's jobs of the day in scheduled order, by the slot's time, not its text", () => {
    const routes = technicianRoutes(
      [
        job("1", { scheduled_time: "1:00 PM" }),
        job("2", { scheduled_time: "10:00 AM" }),
        job("3", { scheduled_time: "8:00 AM" }),
        job("4", { technician: sam, scheduled_time: "3:00 PM" }),
        job("5", { technician: sam, scheduled_time: "11:00 AM" }),
      ],
      TODAY,
    );
    expect(routes).toEqual([
      { technician_id: jordan.id, technician_name: "Jordan Reyes", job_ids: [job("3").id, job("2").id, job("1").id] },
      { technician_id: sam.id, technician_name: "Sam Patel", job_ids: [job("5").id, job("4").id] },
    ]);
  });

  it("leaves out other days, unassigned and cancelled jobs, and puts jobs with no time last", () => {
    const routes = technicianRoutes(
      [
        job("1", { scheduled_time: null }),
        job("2", { scheduled_date: "2026-03-03" }),
        job("3", { technician: null }),
        job("4", { status: "cancelled" }),
        job("5", { scheduled_time: "4:00 PM" }),
        job("6", { scheduled_date: null }),
      ],
      TODAY,
    );
    expect(routes).toEqual([{ technician_id: jordan.id, technician_name: "Jordan Reyes", job_ids: [job("5").id, job("1").id] }]);
    expect(technicianRoutes([], TODAY)).toEqual([]);
  });

  it("orders jobs at the same time by id, so a route is the same on every call", () => {
    const [a, b] = [job("7"), job("8")];
    expect(technicianRoutes([b, a], TODAY)[0].job_ids).toEqual([a.id, b.id]);
  });
});
