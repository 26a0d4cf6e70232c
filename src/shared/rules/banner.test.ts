import { describe, expect, it } from "vitest";
import { adToast, defaultAdTitle, telDigits } from "./banner.ts";

describe("telDigits (staff-side.md §5: call actions become tel: plus digits)", () => {
  it.each([
    ["(407) 555-0142", "tel:4075550142"],
    ["tel:+1 407-555-0142", "tel:14075550142"],
    ["407.555.0142 ext 9", "tel:40755501429"],
  ])("%s → %s", (input, expected) => expect(telDigits(input)).toBe(expected));

  it("gives null when there is nothing to call", () => {
    expect(telDigits("call us")).toBeNull();
    expect(telDigits("")).toBeNull();
  });
});

describe("ad defaults and toasts (§8, §9)", () => {
  it("names a new ad by its position", () => {
    expect(defaultAdTitle("top")).toBe("New Top Ad");
    expect(defaultAdTitle("bottom")).toBe("New Bottom Ad");
  });
  it("says which ad was saved", () => {
    expect(adToast("top", "created")).toBe("Top ad created successfully");
    expect(adToast("bottom", "updated")).toBe("Bottom ad updated successfully");
  });
});
