import { describe, expect, it } from "vitest";
import { busyWith, milesBetween, nearestMiles, rankSuggestions, visitWindow, type TAssignmentCandidate } from "./assignment-suggestions.ts";

const candidate = (name: string, over: Partial<TAssignmentCandidate> = {}): TAssignmentCandidate => ({
  technician_id: `id-${name}`,
  name,
  unavailable: null,
  miles: null,
  jobs_that_day: 0,
  ...over,
});

const NOON = 12 * 60;

describe("when a job keeps its technician busy", () => {
  it("runs from the slot's start for its estimated hours, an hour when none are given", () => {
    expect(visitWindow("1:00 PM", 2.5, NOON)).toEqual({ start: 13 * 60, end: 15 * 60 + 30 });
    expect(visitWindow("8:00 AM", null, NOON)).toEqual({ start: 8 * 60, end: 9 * 60 });
    expect(visitWindow(null, 2, NOON)).toBeNull();
  });

  it("covers an emergency's response window, the 'within' ones from now", () => {
    expect(visitWindow("ASAP (Within 2 hours)", 1, 10 * 60)).toEqual({ start: 10 * 60, end: 12 * 60 });
    expect(visitWindow("Within 4 hours", 6, 10 * 60)).toEqual({ start: 10 * 60, end: 16 * 60 });
    expect(visitWindow("Today - Afternoon (12PM-5PM)", 1, 8 * 60)).toEqual({ start: 12 * 60, end: 17 * 60 });
  });

  it("is busy when another job of theirs overlaps, counting that job's hours, and free when they only touch", () => {
    const visit = visitWindow("1:00 PM", 1, NOON);
    expect(busyWith(visit, [{ title: "Fence", scheduled_time: "11:00 AM", estimated_hours: 3 }], NOON)).toEqual({
      kind: "busy",
      reason: "Busy at 11:00 AM (Fence)",
    });
    expect(busyWith(visit, [{ title: "Fence", scheduled_time: "11:00 AM", estimated_hours: 2 }], NOON)).toBeNull();
    expect(busyWith(visit, [{ title: "Paint", scheduled_time: "2:00 PM", estimated_hours: 1 }], NOON)).toBeNull();
    expect(busyWith(null, [{ title: "Paint", scheduled_time: "1:00 PM", estimated_hours: 1 }], NOON)).toBeNull();
  });

  it("names the earliest clash", () => {
    const visit = visitWindow("ASAP (Within 2 hours)", 4, 9 * 60);
    const day = [
      { title: "Later", scheduled_time: "11:00 AM", estimated_hours: 1 },
      { title: "Sooner", scheduled_time: "10:00 AM", estimated_hours: 1 },
    ];
    expect(busyWith(visit, day, 9 * 60)?.reason).toBe("Busy at 10:00 AM (Sooner)");
  });
});

describe("distance", () => {
  it("measures miles over the globe and takes the nearest of a technician's places", () => {
    const orlando = { lat: 28.5384, lng: -81.3789 };
    const tampa = { lat: 27.9506, lng: -82.4572 };
    expect(Math.round(milesBetween(orlando, tampa))).toBe(77);
    expect(nearestMiles(orlando, [tampa, orlando])).toBe(0);
    expect(nearestMiles(null, [tampa])).toBeNull();
    expect(nearestMiles(orlando, [])).toBeNull();
  });
});

describe("the suggestions", () => {
  it("put the free first, then the nearest, then the fewest jobs that day, then by name", () => {
    const ranked = rankSuggestions([
      candidate("Busy Near", { unavailable: { kind: "busy", reason: "Busy at 1:00 PM (Fence)" }, miles: 0.5, jobs_that_day: 1 }),
      candidate("Far", { miles: 30, jobs_that_day: 0 }),
      candidate("Unknown", { miles: null, jobs_that_day: 0 }),
      candidate("Near Loaded", { miles: 3, jobs_that_day: 2 }),
      candidate("Near Light", { miles: 3, jobs_that_day: 1 }),
      candidate("Alan", { miles: 3, jobs_that_day: 1 }),
    ]);
    expect(ranked.map((suggestion) => suggestion.name)).toEqual(["Alan", "Near Light", "Near Loaded", "Far", "Unknown", "Busy Near"]);
    expect(ranked.map((suggestion) => suggestion.suggested)).toEqual([true, true, true, true, true, false]);
  });

  it("say why: free or what is against them, the miles and the day's jobs", () => {
    const [free, unknown, busy] = rankSuggestions([
      candidate("A", { miles: 3.2, jobs_that_day: 1 }),
      candidate("B", { miles: null, jobs_that_day: 0 }),
      candidate("C", { unavailable: { kind: "time_off", reason: "Time off (dentist)" }, miles: 0.4, jobs_that_day: 3 }),
    ]);
    expect(free.why).toBe("Free · 3 mi · 1 job that day");
    expect(unknown.why).toBe("Free · Distance unknown · No jobs that day");
    expect(busy.why).toBe("Time off (dentist) · Under 1 mi · 3 jobs that day");
    expect(rankSuggestions([candidate("D", { miles: 12, jobs_that_day: null })])[0].why).toBe("Free · 12 mi");
  });
});
