import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { formatRate } from "@/client/lib/format.ts";
import { formatCount } from "@/shared/i18n/format.ts";
import { currentLocale } from "@/shared/i18n/locale.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { englishOnlyLang } from "@/shared/rules/content-language.ts";

/** "$149.00", "$85.00/hr", "Starting at $85.00/hr", or the admin's own display text. */
export function servicePriceLabel(service: TPublicService): string {
  if (service.display_price_text) return service.display_price_text;
  const price = formatRate(service);
  return service.show_price_as_starting ? m.price_starting_at({ price }) : price;
}

/** `lang="en"` for the price where it is the admin's own text, written in English only, on a page in another language. */
export function servicePriceLang(service: TPublicService): "en" | undefined {
  return service.display_price_text ? englishOnlyLang(currentLocale()) : undefined;
}

/** customer-side.md §9: a display override takes precedence over the average. */
export function serviceRating(service: TPublicService): number {
  return service.display_rating_override ?? service.avg_rating;
}

export function serviceJobsCompleted(service: TPublicService): number {
  return service.display_jobs_completed_override ?? service.jobs_completed;
}

export function jobsLabel(jobs: number): string {
  return m.jobs_completed({ count: jobs, jobs: formatCount(jobs) });
}
