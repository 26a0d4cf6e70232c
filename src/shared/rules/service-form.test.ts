import { describe, expect, it } from "vitest";
import { formatPriceInput, isRatingStep, parseCommaList, parseLines, parsePriceCents, parseRating, parseWholeNumber } from "./service-form.ts";

describe("parsePriceCents (staff-side.md §5: base price parsed as decimal)", () => {
  it.each([
    ["85", 8500],
    ["49.99", 4999],
    ["0.29", 29],
    ["12.5", 1250],
    ["12.", 1200],
    [".5", 50],
    ["$1,200.00", 120000],
    ["  175 ", 17500],
    ["", 0],
  ])("reads %j as %i cents", (text, cents) => {
    expect(parsePriceCents(text)).toEqual({ ok: true, value: cents });
  });

  it.each(["-5", "12.345", "abc", "1,2", "1e3", "12.5.1", "$"])("refuses %j", (text) => {
    expect(parsePriceCents(text)).toEqual({ ok: false, error: "must be a price such as 49.99" });
  });

  it("writes cents back as the field shows them", () => {
    expect([8500, 4999, 1250, 0].map(formatPriceInput)).toEqual(["85", "49.99", "12.50", "0"]);
  });
});

describe("parseWholeNumber (§5: duration as integer, min hours as integer or null)", () => {
  it("reads digits, and empty as none", () => {
    expect(parseWholeNumber(" 90 ")).toEqual({ ok: true, value: 90 });
    expect(parseWholeNumber("")).toEqual({ ok: true, value: null });
  });
  it.each(["1.5", "-2", "two", "1e2"])("refuses %j", (text) => {
    expect(parseWholeNumber(text)).toEqual({ ok: false, error: "must be a whole number" });
  });
});

describe("parseCommaList (§5: comma-separated and trimmed)", () => {
  it("trims each entry and drops empty and repeated ones", () => {
    expect(parseCommaList(" Orlando, Tampa ,, Kissimmee,Tampa, ")).toEqual(["Orlando", "Tampa", "Kissimmee"]);
    expect(parseCommaList("")).toEqual([]);
  });
  it("reads features one per line", () => {
    expect(parseLines("Clean-up included\r\n\n  Licensed, insured pros \n")).toEqual(["Clean-up included", "Licensed, insured pros"]);
  });
});

describe("parseRating (§5: custom rating 0 to 5, step 0.1)", () => {
  it.each([
    ["4.7", 4.7],
    ["5", 5],
    ["0", 0],
    ["4.70", 4.7],
    ["", null],
  ])("reads %j as %s", (text, value) => {
    expect(parseRating(text)).toEqual({ ok: true, value });
  });
  it("refuses what is out of range or between the steps", () => {
    expect(parseRating("5.1")).toEqual({ ok: false, error: "must be at most 5" });
    expect(parseRating("4.75")).toEqual({ ok: false, error: "must be in steps of 0.1" });
    expect(parseRating("-1")).toEqual({ ok: false, error: "must be a number from 0 to 5" });
    expect(parseRating("10")).toEqual({ ok: false, error: "must be a number from 0 to 5" });
  });
  it("takes floating-point tenths as steps", () => {
    expect([0.1 * 3, 4.7, 0.3 + 0.6].every(isRatingStep)).toBe(true);
    expect(isRatingStep(4.75)).toBe(false);
  });
});
