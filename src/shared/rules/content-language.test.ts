import { describe, expect, it } from "vitest";
import { englishLang, englishOnlyLang, inLocale } from "./content-language.ts";

const banner = {
  id: "b1",
  title: "Storm-ready",
  title_es: "Listos para la tormenta",
  badge: "Prep",
  badge_es: " ",
  image_alt: null,
  image_alt_es: null,
  order: 1,
};
const FIELDS = ["title", "badge", "image_alt"] as const;

describe("inLocale", () => {
  it("in English keeps the English, drops the Spanish columns and marks nothing", () => {
    expect(inLocale(banner, FIELDS, "en")).toEqual({ id: "b1", title: "Storm-ready", badge: "Prep", image_alt: null, order: 1, untranslated: [] });
  });

  it("in Spanish takes what was written, and names what stayed English (not what is empty in both)", () => {
    const shown = inLocale(banner, FIELDS, "es");
    expect(shown).toEqual({ id: "b1", title: "Listos para la tormenta", badge: "Prep", image_alt: null, order: 1, untranslated: ["badge"] });
    expect(englishLang(shown, "badge")).toBe("en");
    expect(englishLang(shown, "title")).toBeUndefined();
  });
});

describe("englishOnlyLang", () => {
  it("marks English-only words on a page in another language", () => {
    expect(englishOnlyLang("es")).toBe("en");
    expect(englishOnlyLang("en")).toBeUndefined();
  });
});
