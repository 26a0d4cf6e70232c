import { describe, expect, it } from "vitest";
import { idPrefixRange, selectsEveryJob } from "./job-filters.ts";

describe("idPrefixRange", () => {
  it("turns a leading part of a job id into the range of ids it starts", () => {
    expect(idPrefixRange("3f2a9c")).toEqual({ from: "3f2a9c00-0000-0000-0000-000000000000", to: "3f2a9cff-ffff-ffff-ffff-ffffffffffff" });
    expect(idPrefixRange("3F2A9C10-AB")).toEqual({ from: "3f2a9c10-ab00-0000-0000-000000000000", to: "3f2a9c10-abff-ffff-ffff-ffffffffffff" });
  });

  it("ignores words and prefixes too short to mean an id", () => {
    expect(idPrefixRange("faucet")).toBeNull();
    expect(idPrefixRange("abc")).toBeNull();
    expect(idPrefixRange("a".repeat(33))).toBeNull();
  });
});

describe("selectsEveryJob", () => {
  it("is true only without search, status or priority", () => {
    expect(selectsEveryJob({ status: "all", priority: "all" })).toBe(true);
    expect(selectsEveryJob({ q: "x", status: "all", priority: "all" })).toBe(false);
    expect(selectsEveryJob({ status: "pending", priority: "all" })).toBe(false);
    expect(selectsEveryJob({ status: "all", priority: "high" })).toBe(false);
  });
});
