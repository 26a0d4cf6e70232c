import { describe, expect, it } from "vitest";
import { adToast, bannerLinkKind, defaultAdTitle, isPhoneHref, telDigits } from "./banner.ts";

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

describe("bannerLinkKind (decision 0117)", () => {
  it("knows a page of ours, a section and a secure web address", () => {
    expect(bannerLinkKind("/services")).toBe("page");
    expect(bannerLinkKind("/2026-offers?x=1#top")).toBe("page");
    expect(bannerLinkKind("#services")).toBe("section");
    expect(bannerLinkKind("https://example.com")).toBe("web");
    expect(bannerLinkKind("HTTPS://example.com")).toBe("web");
  });
  it("refuses another site dressed as a page of ours, and every other scheme", () => {
    for (const href of [
      "//evil.example",
      "/\\evil.example",
      "/",
      "/ evil",
      "http://evil.example",
      "https:///evil",
      "https:evil",
      "javascript:alert(1)",
      "mailto:a@b.c",
      "# x",
      "evil.example",
      "",
    ]) {
      expect(bannerLinkKind(href), href).toBeNull();
    }
  });
});

describe("isPhoneHref", () => {
  it("takes a number as typed or a tel: link, and nothing else", () => {
    for (const href of ["(407) 555-0142", "+1 407 555 0142", "tel:4075550142", "tel:+1 (813) 555-0100"]) expect(isPhoneHref(href), href).toBe(true);
    for (const href of ["call us", "tel:", "//1", "/1"]) expect(isPhoneHref(href), href).toBe(false);
  });
});
