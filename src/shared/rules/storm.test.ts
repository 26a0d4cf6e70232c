import { describe, expect, it } from "vitest";
import { averagePrice, cityIsAffected, countyOfCity, expectedWaitlistWindow, heldBackPlaces, landfallPaused, needRank } from "./storm.ts";

describe("storm rules", () => {
  it("knows the county of the cities served, whatever their case or spacing", () => {
    expect(countyOfCity("Orlando")).toBe("Orange");
    expect(countyOfCity("  winter   garden ")).toBe("Orange");
    expect(countyOfCity("Kissimmee")).toBe("Osceola");
    expect(countyOfCity("Atlantis")).toBeNull();
  });

  it("treats an unknown city as affected while any county is, and nothing as affected when none is", () => {
    expect(cityIsAffected("Tampa", ["Orange"])).toBe(false);
    expect(cityIsAffected("Orlando", ["Orange"])).toBe(true);
    expect(cityIsAffected(null, ["Orange"])).toBe(true);
    expect(cityIsAffected("Orlando", [])).toBe(false);
    expect(landfallPaused({ phase: "prep", counties: ["Orange"] }, "Orlando")).toBe(false);
    expect(landfallPaused({ phase: "landfall", counties: ["Orange"] }, "Orlando")).toBe(true);
  });

  it("holds back the nearest whole share of a slot's places", () => {
    expect(heldBackPlaces(5, 20)).toBe(1);
    expect(heldBackPlaces(2, 20)).toBe(0);
    expect(heldBackPlaces(3, 20)).toBe(1);
    expect(heldBackPlaces(5, 0)).toBe(0);
    expect(heldBackPlaces(1, 90)).toBe(1);
  });

  it("orders needs from water coming in to cosmetic", () => {
    expect(["cosmetic", "water", "debris", "tree_on_house", "blocked_exit"].sort((a, b) => needRank(a as never) - needRank(b as never))).toEqual([
      "water",
      "tree_on_house",
      "blocked_exit",
      "debris",
      "cosmetic",
    ]);
  });

  it("averages a price over the days it was in effect", () => {
    const day = (n: number) => new Date(Date.UTC(2026, 7, n));
    // $100 for 20 days, then $130 for 10: (100*20 + 130*10) / 30 = 110.
    const history = [
      { price_cents: 10000, effective_from: day(1) },
      { price_cents: 13000, effective_from: day(21) },
    ];
    expect(averagePrice(history, day(1), day(31), 13000)).toBe(11000);
    // The first recorded price stands for the time before it was recorded.
    expect(averagePrice([{ price_cents: 13000, effective_from: day(21) }], day(1), day(31), 13000)).toBe(13000);
    expect(averagePrice(history, day(25), day(31), 13000)).toBe(13000);
    expect(averagePrice([], day(1), day(31), 9000)).toBe(9000);
  });

  it("expects the office's call at its pace over the last day, and promises nothing without one", () => {
    const now = new Date("2026-10-10T15:00:00Z");
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    expect(expectedWaitlistWindow(1, { booked: 0, since: null }, now)).toBeNull();
    // 6 booked in 3 hours: 2 an hour. Number 1 is next; number 5 waits for the 4 ahead (2 hours).
    expect(expectedWaitlistWindow(1, { booked: 6, since: hoursAgo(3) }, now)).toEqual({ from_hours: 0, to_hours: 1 });
    expect(expectedWaitlistWindow(5, { booked: 6, since: hoursAgo(3) }, now)).toEqual({ from_hours: 2, to_hours: 4 });
    // One booking a minute ago counts as one an hour, not sixty.
    expect(expectedWaitlistWindow(3, { booked: 1, since: hoursAgo(1 / 60) }, now)).toEqual({ from_hours: 2, to_hours: 5 });
    // 2 in the last 20 hours: a tenth an hour; number 4 waits days.
    expect(expectedWaitlistWindow(4, { booked: 2, since: hoursAgo(20) }, now)).toEqual({ from_hours: 30, to_hours: 60 });
  });
});
