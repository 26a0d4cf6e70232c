import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { formatRate } from "@/client/lib/format.ts";
import { lazy } from "@/client/lib/lazy.ts";

/** "$149.00", "$85.00/hr", "Starting at $85.00/hr", or the admin's own display text. */
export function servicePriceLabel(service: TPublicService): string {
  if (service.display_price_text) return service.display_price_text;
  const price = formatRate(service);
  return service.show_price_as_starting ? `Starting at ${price}` : price;
}

/** customer-side.md §9: a display override takes precedence over the average. */
export function serviceRating(service: TPublicService): number {
  return service.display_rating_override ?? service.avg_rating;
}

export function serviceJobsCompleted(service: TPublicService): number {
  return service.display_jobs_completed_override ?? service.jobs_completed;
}

const count = lazy(() => new Intl.NumberFormat("en-US"));

export function jobsLabel(jobs: number): string {
  return `${count().format(jobs)} ${jobs === 1 ? "job" : "jobs"} completed`;
}
