import type { TPublicSettings } from "@/shared/schemas/settings.ts";
import { hoursText, type THoursWords } from "@/shared/rules/business-hours.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

const DAYS = [m.hours_day_0, m.hours_day_1, m.hours_day_2, m.hours_day_3, m.hours_day_4, m.hours_day_5, m.hours_day_6];

/**
 * The business's hours as the site writes them ("Mon-Fri", "7AM-6PM"), in the page's language:
 * made here from the weekly hours with the catalogue's words, as the server makes its English
 * (`hours` of the public settings) with the same rule.
 */
export function businessHours(settings: Pick<TPublicSettings, "opening_hours">): { days: string; hours: string }[] {
  const words: THoursWords = {
    day: (weekday) => DAYS[weekday]?.() ?? "",
    hour: (hour, pm) => (pm ? m.hours_pm({ hour }) : m.hours_am({ hour })),
    range: (from, to) => m.hours_range({ from, to }),
    closed: m.hours_emergency_only(),
  };
  return hoursText(settings.opening_hours.weekly, words);
}
