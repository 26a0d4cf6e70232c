import { describe, expect, it } from "vitest";
import { homePathFor, isRole } from "./roles.ts";

describe("homePathFor", () => {
  it("sends each role to its own area (customer-side.md §2, Route guard)", () => {
    expect(homePathFor("admin")).toBe("/admin");
    expect(homePathFor("technician")).toBe("/technician");
    expect(homePathFor("customer")).toBe("/dashboard");
  });
  it("sends a user with no role to the customer dashboard, never /customer", () => {
    expect(homePathFor(null)).toBe("/dashboard");
  });
});

describe("isRole", () => {
  it("accepts only the three roles", () => {
    expect(isRole("admin")).toBe(true);
    expect(isRole("owner")).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});
