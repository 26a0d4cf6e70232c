import type { TPublicMarketing } from "../../../shared/schemas/settings.ts";
import { lazy } from "@/client/lib/lazy.ts";

const count = lazy(() => new Intl.NumberFormat("en-US"));

/**
 * The landing page's figures, worded once, so the hero and the About section can
 * never disagree: 500 → "500+", 4.7 → "4.7". The rating is the published reviews' (decision
 * 0119); "–" while there is none.
 */
export function marketingFigureText(figures: TPublicMarketing) {
  return {
    projects: `${count().format(figures.projects_completed)}+`,
    customers: `${count().format(figures.happy_customers)}+`,
    rating: figures.rating === null ? "–" : figures.rating.toFixed(1),
    years: `${count().format(figures.years_in_business)}+`,
  };
}
