import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS_SETTINGS } from "../../../shared/schemas/settings.ts";
import { marketingFigureText } from "./marketing-figures.ts";

describe("marketingFigureText", () => {
  it("words the spec's figures from the default settings", () => {
    expect(marketingFigureText(DEFAULT_BUSINESS_SETTINGS.marketing)).toEqual({ projects: "500+", customers: "500+", rating: "5.0", years: "10+" });
  });
  it("follows the settings", () => {
    expect(marketingFigureText({ projects_completed: 2000, happy_customers: 1500, rating: 4.85, years_in_business: 12 })).toEqual({
      projects: "2,000+",
      customers: "1,500+",
      rating: "4.8",
      years: "12+",
    });
  });
});
