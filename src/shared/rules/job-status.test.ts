import { describe, expect, it } from "vitest";
import { allowedFrom, BULK_JOB_STATUSES, canTransition, JOB_STATUSES, priorityFromName, quickActions, transitionTimestamps } from "./job-status.ts";

describe("job status transitions (staff-side.md §4)", () => {
  it("lets the admin edit form set any status", () => {
    for (const from of JOB_STATUSES) for (const to of JOB_STATUSES) expect(canTransition("admin-edit", from, to)).toBe(true);
  });

  it("offers the quick actions of §4 and only those", () => {
    expect(quickActions("pending").map((a) => a.label)).toEqual(["Mark as Scheduled", "Put on Hold"]);
    expect(quickActions("scheduled").map((a) => a.label)).toEqual(["Start Job", "Put on Hold"]);
    expect(quickActions("in_progress").map((a) => a.label)).toEqual(["Complete Job", "Put on Hold"]);
    expect(quickActions("on_hold")).toEqual([]);
    expect(quickActions("completed")).toEqual([]);
    expect(quickActions("cancelled")).toEqual([]);
    expect(canTransition("admin-quick", "pending", "completed")).toBe(false);
    expect(canTransition("admin-quick", "completed", "on_hold")).toBe(false);
    expect(canTransition("admin-quick", "scheduled", "in_progress")).toBe(true);
  });

  it("lets bulk set every status but cancelled", () => {
    expect(BULK_JOB_STATUSES).not.toContain("cancelled");
    expect(canTransition("admin-bulk", "completed", "pending")).toBe(true);
    expect(canTransition("admin-bulk", "pending", "cancelled")).toBe(false);
  });

  it("lets a technician start pending or scheduled jobs and complete started ones", () => {
    expect(allowedFrom("technician", "in_progress")).toEqual(["pending", "scheduled"]);
    expect(allowedFrom("technician", "completed")).toEqual(["in_progress"]);
    expect(allowedFrom("technician", "on_hold")).toEqual([]);
    expect(canTransition("technician", "pending", "completed")).toBe(false);
    expect(canTransition("technician", "completed", "in_progress")).toBe(false);
  });

  it("maps priority names to 1, 2, 3", () => {
    expect([priorityFromName("low"), priorityFromName("medium"), priorityFromName("high")]).toEqual([1, 2, 3]);
  });
});

describe("transition timestamps", () => {
  const now = new Date("2026-11-23T15:00:00Z");
  const earlier = new Date("2026-11-23T13:00:00Z");
  const none = { started_at: null, completed_at: null };

  it("sets started_at on start and keeps an earlier one", () => {
    expect(transitionTimestamps("in_progress", none, now)).toEqual({ started_at: now, completed_at: null });
    expect(transitionTimestamps("in_progress", { started_at: earlier, completed_at: null }, now).started_at).toBe(earlier);
  });

  it("sets completed_at on completion, and started_at when the start was never recorded", () => {
    expect(transitionTimestamps("completed", { started_at: earlier, completed_at: null }, now)).toEqual({ started_at: earlier, completed_at: now });
    expect(transitionTimestamps("completed", none, now)).toEqual({ started_at: now, completed_at: now });
  });

  it("clears timestamps that no longer hold when a job moves back", () => {
    expect(transitionTimestamps("pending", { started_at: earlier, completed_at: now }, now)).toEqual(none);
    expect(transitionTimestamps("on_hold", { started_at: earlier, completed_at: now }, now)).toEqual({ started_at: earlier, completed_at: null });
  });
});
