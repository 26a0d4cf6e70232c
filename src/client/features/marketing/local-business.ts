import type { TPublicSettings } from "../../../shared/schemas/settings.ts";

const DAY_CODES: Record<string, string> = { mon: "Mo", tue: "Tu", wed: "We", thu: "Th", fri: "Fr", sat: "Sa", sun: "Su" };

function dayCode(word: string): string | null {
  return DAY_CODES[word.trim().slice(0, 3).toLowerCase()] ?? null;
}

/** "7AM" → "07:00", "5:30 PM" → "17:30"; null when it is not a time. */
function time24(text: string): string | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(AM|PM)$/i.exec(text.trim());
  if (!match) return null;
  const [, h, m = "00", meridiem] = match;
  let hour = Number(h) % 12;
  if (meridiem?.toUpperCase() === "PM") hour += 12;
  return `${String(hour).padStart(2, "0")}:${m}`;
}

/**
 * schema.org `openingHours` from the settings' rows: "Mon-Fri" + "7AM-6PM" → "Mo-Fr 07:00-18:00".
 * Rows that are not plain hours ("Emergency only") are left out.
 */
export function openingHours(hours: TPublicSettings["hours"]): string[] {
  const result: string[] = [];
  for (const row of hours) {
    const days = row.days.split(/\s*[-–]\s*/).map(dayCode);
    const times = row.hours.split(/\s*[-–]\s*/).map(time24);
    if (days.length < 1 || days.length > 2 || days.some((day) => day === null)) continue;
    if (times.length !== 2 || times.some((value) => value === null)) continue;
    result.push(`${days.join("-")} ${times.join("-")}`);
  }
  return result;
}

/** LocalBusiness structured data for the landing page (Speed and findability). */
export function localBusinessJsonLd(
  settings: Pick<TPublicSettings, "name" | "phone" | "email" | "address" | "hours" | "service_areas">,
  origin: string,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    name: settings.name,
    url: `${origin}/`,
    telephone: settings.phone,
    email: settings.email,
    ...(settings.address ? { address: settings.address } : {}),
    areaServed: settings.service_areas.map((name) => ({ "@type": "City", name })),
    openingHours: openingHours(settings.hours),
  };
}
