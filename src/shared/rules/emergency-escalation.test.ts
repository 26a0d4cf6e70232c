import { describe, expect, it } from "vitest";
import { dueEscalations, promiseAsOf, promiseFigure } from "./emergency-escalation.ts";

const received = new Date("2026-06-10T14:00:00Z");
const at = (minutes: number) => new Date(received.getTime() + minutes * 60_000);
const none = { assigned: false, set_off: false, arrived: false };

describe("dueEscalations", () => {
  it("raises nothing before 30 minutes", () => {
    expect(dueEscalations(received, none, at(29.99))).toEqual([]);
  });
  it("raises the unassigned alarm at 30 minutes, and no other", () => {
    expect(dueEscalations(received, none, at(30))).toEqual(["unassigned"]);
  });
  it("raises nobody-on-the-way at 60 and not-arrived at 110, each while its step is not reached", () => {
    const assigned = { ...none, assigned: true };
    expect(dueEscalations(received, assigned, at(59))).toEqual([]);
    expect(dueEscalations(received, assigned, at(60))).toEqual(["not-on-the-way"]);
    const onTheWay = { ...assigned, set_off: true };
    expect(dueEscalations(received, onTheWay, at(109))).toEqual([]);
    expect(dueEscalations(received, onTheWay, at(110))).toEqual(["not-arrived"]);
  });
  it("lists every stage due for one that never moved, in order", () => {
    expect(dueEscalations(received, none, at(115))).toEqual(["unassigned", "not-on-the-way", "not-arrived"]);
  });
  it("raises nothing once the technician has arrived", () => {
    expect(dueEscalations(received, { assigned: true, set_off: true, arrived: true }, at(200))).toEqual([]);
  });
  it("takes the unassigned minutes from the business's setting", () => {
    expect(dueEscalations(received, none, at(45), { unassigned: 45, "not-on-the-way": 60, "not-arrived": 110 })).toEqual(["unassigned"]);
    expect(dueEscalations(received, none, at(44), { unassigned: 45, "not-on-the-way": 60, "not-arrived": 110 })).toEqual([]);
  });
});

describe("promiseAsOf", () => {
  const due = at(120);
  it("is decided by the arrival: kept with minutes to spare, missed with minutes late", () => {
    expect(promiseAsOf(due, at(100), at(300))).toEqual({ kept: true, minutes: 20 });
    expect(promiseAsOf(due, at(120), at(300))).toEqual({ kept: true, minutes: 0 });
    expect(promiseAsOf(due, at(120.5), at(300))).toEqual({ kept: false, minutes: 1 });
  });
  it("is undecided without an arrival until the promise runs out, then missed by the minutes so far", () => {
    expect(promiseAsOf(due, null, at(120))).toBeNull();
    expect(promiseAsOf(due, null, at(135))).toEqual({ kept: false, minutes: 15 });
  });
});

describe("promiseFigure", () => {
  it("is the share kept of those decided, rounded down", () => {
    expect(promiseFigure(24, 1)).toEqual({ kept: 24, missed: 1, decided: 25, percent: 96 });
    expect(promiseFigure(199, 1).percent).toBe(99);
    expect(promiseFigure(3, 0).percent).toBe(100);
    expect(promiseFigure(0, 2).percent).toBe(0);
  });
  it("has no percent when nothing is decided", () => {
    expect(promiseFigure(0, 0)).toEqual({ kept: 0, missed: 0, decided: 0, percent: null });
  });
});
