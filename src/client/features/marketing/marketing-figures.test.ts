import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS_SETTINGS } from "../../../shared/schemas/settings.ts";
import { marketingFigureText } from "./marketing-figures.ts";

describe("marketingFigureText", () => {
  it("words the spec's figures from the default settings, and the reviews' rating", () => {
    expect(marketingFigureText({ ...DEFAULT_BUSINESS_SETTINGS.marketing, rating: 4.65, review_count: 51 })).toEqual({
      projects: "500+",
      customers: "500+",
      rating: "4.7",
      years: "10+",
    });
  });
  it("follows the settings", () => {
    expect(marketingFigureText({ projects_completed: 2000, happy_customers: 1500, years_in_business: 12, rating: 4.8, review_count: 3 })).toEqual({
      projects: "2,000+",
      customers: "1,500+",
      rating: "4.8",
      years: "12+",
    });
  });
  it("claims no rating before the first review", () => {
    expect(marketingFigureText({ ...DEFAULT_BUSINESS_SETTINGS.marketing, rating: null, review_count: 0 }).rating).toBe("–");
  });
});
