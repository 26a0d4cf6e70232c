import { describe, expect, it } from "vitest";
import { safeRedirect, signInPath, verifiedCallbackPath } from "./redirect.ts";

describe("safeRedirect", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(safeRedirect("/dashboard/bookings?tab=past#b1")).toBe("/dashboard/bookings?tab=past#b1");
  });
  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "dashboard", "", null, "/auth?redirect=/x"])("drops %s", (value) => {
    expect(safeRedirect(value)).toBeNull();
  });
});

describe("auth paths", () => {
  it("carries the page through sign-in and the verification link", () => {
    expect(signInPath("/dashboard/profile")).toBe("/auth?redirect=%2Fdashboard%2Fprofile");
    expect(signInPath(null)).toBe("/auth");
    expect(verifiedCallbackPath("/services")).toBe("/auth?verified=1&redirect=%2Fservices");
    expect(verifiedCallbackPath(undefined)).toBe("/auth?verified=1");
  });
});
