import { describe, expect, it } from "vitest";
import { averageCents, countMatching, percentOf, summarizeJobs, summaryWindows, trendPercent, type TJobCounter } from "./job-stats.ts";

const counter = (status: TJobCounter["status"], priority: number, jobs: number, amount = 0, hours = 0): TJobCounter => ({
  status,
  priority,
  jobs,
  amount,
  hours,
});

const COUNTERS: TJobCounter[] = [
  counter("completed", 1, 6, 60_000, 9),
  counter("completed", 3, 2, 50_001, 4.5),
  counter("pending", 1, 3, 0, 3),
  counter("pending", 3, 1, 12_000, 2),
  counter("scheduled", 2, 4, 40_000, 6),
  counter("in_progress", 2, 2, 0, 1.5),
  counter("on_hold", 1, 1, 0, 0),
  counter("cancelled", 3, 1, 9_900, 1),
];

describe("the 'Total Jobs' trend (computed, never a fixed '+12%')", () => {
  it("compares the last 30 days with the 30 before, in percent with one decimal", () => {
    expect(trendPercent(112, 100)).toBe(12);
    expect(trendPercent(90, 120)).toBe(-25);
    expect(trendPercent(1, 3)).toBe(-66.7);
    expect(trendPercent(5, 5)).toBe(0);
  });

  it("is null when the earlier window had no jobs to compare with", () => {
    expect(trendPercent(7, 0)).toBeNull();
    expect(trendPercent(0, 0)).toBeNull();
  });
});

describe("rates and averages", () => {
  it("gives 0 rather than dividing by nothing", () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(averageCents(0, 0)).toBe(0);
  });

  it("rounds a rate to one decimal and an average to whole cents", () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(averageCents(100, 3)).toBe(33);
    expect(averageCents(200, 3)).toBe(67);
  });
});

describe("summarizeJobs (staff-side.md §9, the eight cards)", () => {
  const summary = summarizeJobs({
    counters: COUNTERS,
    locations: 4,
    scheduledToday: 3,
    scheduledNext7Days: 9,
    createdLast30Days: 15,
    createdPrevious30Days: 12,
    collected: { deposit: 40_000, emergency_fee: 5_000, balance: 70_001, refund: 5_000 },
    billedBeforeTax: 110_000,
  });

  it("counts every job, and each status", () => {
    expect(summary).toMatchObject({ total: 20, completed: 8, in_progress: 2, scheduled: 4, pending: 4, on_hold: 1, cancelled: 1 });
  });

  it("takes revenue as the money collected less refunds, and averages what was billed before tax over the completed jobs", () => {
    expect(summary.revenue).toBe(110_001);
    expect(summary.billed_before_tax).toBe(110_000);
    expect(summary.average_per_completed).toBe(13_750);
    expect(summary.completion_rate_percent).toBe(40);
  });

  it("counts priority 3 as high, whatever the status", () => {
    expect(summary.high_priority).toBe(4);
  });

  it("sums estimated hours over all jobs, and passes the window counts through", () => {
    expect(summary.total_estimated_hours).toBe(27);
    expect(summary).toMatchObject({ today: 3, next_7_days: 9, locations: 4, total_trend_percent: 25 });
  });

  it("shows an empty business as zeros, with no trend", () => {
    const nothing = { deposit: 0, emergency_fee: 0, balance: 0, refund: 0 };
    const empty = { counters: [], locations: 0, scheduledToday: 0, scheduledNext7Days: 0, createdLast30Days: 0, createdPrevious30Days: 0 };
    expect(summarizeJobs({ ...empty, collected: nothing, billedBeforeTax: 0 })).toEqual({
      total: 0,
      total_trend_percent: null,
      completed: 0,
      completion_rate_percent: 0,
      in_progress: 0,
      scheduled: 0,
      revenue: 0,
      billed_before_tax: 0,
      average_per_completed: 0,
      high_priority: 0,
      pending: 0,
      today: 0,
      next_7_days: 0,
      locations: 0,
      total_estimated_hours: 0,
      on_hold: 0,
      cancelled: 0,
    });
  });
});

describe("countMatching (§2 filtered counter from the counters)", () => {
  it("selects by status, by priority, by both, or everything", () => {
    expect(countMatching(COUNTERS, {})).toBe(20);
    expect(countMatching(COUNTERS, { status: "all", priority: "all" })).toBe(20);
    expect(countMatching(COUNTERS, { status: "pending" })).toBe(4);
    expect(countMatching(COUNTERS, { priority: "high" })).toBe(4);
    expect(countMatching(COUNTERS, { status: "completed", priority: "low" })).toBe(6);
    expect(countMatching(COUNTERS, { status: "on_hold", priority: "high" })).toBe(0);
  });
});

describe("summaryWindows", () => {
  it("takes today in Central Florida, not in UTC", () => {
    // 02:30 UTC on March 3 is still March 2 in Orlando (EST, UTC-5).
    const windows = summaryWindows(new Date("2026-03-03T02:30:00Z"));
    expect(windows.today).toBe("2026-03-02");
    expect(windows.upcomingEnd).toBe("2026-03-09");
  });

  it("counts creation over the last 30 days (today included) and the 30 days before, by business day", () => {
    const windows = summaryWindows(new Date("2026-07-15T12:00:00Z"));
    expect(windows.createdFrom).toBe("2026-06-16");
    expect(windows.previousFrom).toBe("2026-05-17");
  });
});
