// The business runs on Central Florida time: "today" and "past" are decided there.
export const BUSINESS_TIME_ZONE = "America/New_York";

/** Today's date in the business's time zone, as 'yyyy-MM-dd'. */
export function businessToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** True for a real calendar date written 'yyyy-MM-dd'. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Minutes since midnight of a time slot label such as '1:00 PM'. */
export function slotMinutes(slot: string): number {
  const match = slot.match(/^(\d{1,2}):(\d{2}) (AM|PM)$/);
  if (!match) return Number.NaN;
  const hours = (Number(match[1]) % 12) + (match[3] === "PM" ? 12 : 0);
  return hours * 60 + Number(match[2]);
}

/** True when a slot of `date` has already started, in the business's time zone. */
export function slotHasPassed(date: string, slot: string, now: Date = new Date()): boolean {
  const today = businessToday(now);
  if (date !== today) return date < today;
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, hour: "numeric", minute: "numeric", hourCycle: "h23" }).formatToParts(now);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return slotMinutes(slot) <= get("hour") * 60 + get("minute");
}

/** The date `days` after `from` ('yyyy-MM-dd'), counted in calendar days. */
export function addDaysIso(from: string, days: number): string {
  const date = new Date(`${from}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The last date a booking may be made or moved to, `windowDays` after today in
 * the business's time zone (the setting `booking_window_days`).
 */
export function lastBookableDate(windowDays: number, now: Date = new Date()): string {
  return addDaysIso(businessToday(now), windowDays);
}

/** The instant a slot of `date` starts, in the business's time zone (daylight saving included). */
export function slotStart(date: string, slot: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const minutes = slotMinutes(slot);
  const wallClock = Date.UTC(year, month - 1, day, Math.floor(minutes / 60), minutes % 60);
  // The zone's offset at that wall-clock time, measured twice so a day that changes clocks settles.
  let instant = wallClock - zoneOffset(new Date(wallClock));
  instant = wallClock - zoneOffset(new Date(instant));
  return new Date(instant);
}

/** Milliseconds the business's clock is ahead of UTC at `at`. */
function zoneOffset(at: Date): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The hour (0-23) it is now in the business's time zone. */
export function businessHour(now: Date = new Date()): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, hour: "numeric", hourCycle: "h23" }).formatToParts(now);
  return Number(parts.find((part) => part.type === "hour")?.value ?? 0);
}

/** Minutes since midnight now on the business's clock. */
export function businessMinutes(now: Date = new Date()): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, hour: "numeric", minute: "numeric", hourCycle: "h23" }).formatToParts(now);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return get("hour") * 60 + get("minute");
}
