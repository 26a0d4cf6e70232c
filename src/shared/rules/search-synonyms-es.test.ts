import { describe, expect, it } from "vitest";
import { foldSpanish, spanishSearchTerms } from "./search-synonyms-es.ts";

describe("spanishSearchTerms", () => {
  it("finds the trade a homeowner's word means, with or without accents", () => {
    expect(spanishSearchTerms("plomero")).toEqual([["plumbing"]]);
    expect(spanishSearchTerms("Plomería")).toEqual([["plumbing"]]);
    expect(spanishSearchTerms("fuga")).toEqual([["leak"]]);
    expect(spanishSearchTerms("pintura")).toEqual([["painting"]]);
  });

  it("reads a phrase before its words", () => {
    expect(spanishSearchTerms("aire acondicionado")).toEqual([["ac"], ["hvac"], ["air", "conditioning"]]);
    expect(spanishSearchTerms("calentador de agua")).toEqual([["water", "heater"]]);
  });

  it("gives every word's terms once, and nothing for words it does not know", () => {
    const terms = spanishSearchTerms("fuga en el techo, fuga");
    expect(terms).toHaveLength(2);
    expect(terms).toEqual(expect.arrayContaining([["leak"], ["roof"]]));
    expect(spanishSearchTerms("plumbing")).toEqual([]);
    expect(spanishSearchTerms("")).toEqual([]);
  });
});

describe("foldSpanish", () => {
  it("drops accents and case", () => expect(foldSpanish("  Jardín  Césped ")).toBe("jardin cesped"));
});
