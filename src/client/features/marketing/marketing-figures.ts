import type { TMarketingFigures } from "../../../shared/schemas/settings.ts";
import { lazy } from "@/client/lib/lazy.ts";

const count = lazy(() => new Intl.NumberFormat("en-US"));

/**
 * The landing page's figures, worded once from the settings (issue 7 §4), so the hero and the
 * About section can never disagree: 500 → "500+", 5 → "5.0".
 */
export function marketingFigureText(figures: TMarketingFigures) {
  return {
    projects: `${count().format(figures.projects_completed)}+`,
    customers: `${count().format(figures.happy_customers)}+`,
    rating: figures.rating.toFixed(1),
    years: `${count().format(figures.years_in_business)}+`,
  };
}
