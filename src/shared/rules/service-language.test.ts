import { describe, expect, it } from "vitest";
import { serviceInLocale } from "./service-language.ts";

const service = {
  id: "s1",
  name: "Plumbing Repair",
  subtitle: "Leaks and clogs",
  description: "Licensed plumbers.",
  features: ["Upfront price", "Clean-up"],
  name_es: "Reparación de plomería",
  subtitle_es: null,
  description_es: "  ",
  features_es: [] as string[],
  add_ons: [
    { id: "a1", name: "Drain camera inspection", name_es: "Inspección con cámara", price: 7500 },
    { id: "a2", name: "Supply lines", name_es: null, price: 3500 },
  ],
  base_price: 9500,
};

describe("serviceInLocale", () => {
  it("in English shows the English and marks nothing, without the Spanish columns", () => {
    const shown = serviceInLocale(service, "en");
    expect(shown).toMatchObject({ name: "Plumbing Repair", subtitle: "Leaks and clogs", untranslated: [], base_price: 9500 });
    expect(shown).not.toHaveProperty("name_es");
    expect(shown.add_ons).toEqual([
      { id: "a1", name: "Drain camera inspection", price: 7500, untranslated: false },
      { id: "a2", name: "Supply lines", price: 3500, untranslated: false },
    ]);
  });

  it("in Spanish shows what was written in Spanish and names every field that stayed English (a blank one too)", () => {
    const shown = serviceInLocale(service, "es");
    expect(shown).toMatchObject({
      name: "Reparación de plomería",
      subtitle: "Leaks and clogs",
      description: "Licensed plumbers.",
      features: ["Upfront price", "Clean-up"],
    });
    expect(shown.untranslated).toEqual(["subtitle", "description", "features"]);
    expect(shown.add_ons).toEqual([
      { id: "a1", name: "Inspección con cámara", price: 7500, untranslated: false },
      { id: "a2", name: "Supply lines", price: 3500, untranslated: true },
    ]);
  });

  it("does not mark a field empty in both languages", () => {
    const shown = serviceInLocale({ ...service, subtitle: null, description: null, features: [], features_es: [] }, "es");
    expect(shown.untranslated).toEqual([]);
    expect(shown.subtitle).toBeNull();
  });

  it("takes the Spanish features as a list of their own", () => {
    expect(serviceInLocale({ ...service, features_es: ["Precio por adelantado"] }, "es").features).toEqual(["Precio por adelantado"]);
  });
});
