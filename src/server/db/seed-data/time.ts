// Local-time helpers for the demo data: every date is relative to a given "today" so the
// demo always has jobs today, in the next 7 days and in the past.

const pad = (n: number) => String(n).padStart(2, "0");

/** 'yyyy-MM-dd' of today + offset, in local time. */
export function dayString(today: Date, offsetDays: number): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offsetDays);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The instant of a time-slot label ('2:00 PM') on today + offset, plus extra minutes. */
export function slotInstant(today: Date, offsetDays: number, slot: string, plusMinutes = 0): Date {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(slot);
  if (!match) throw new Error(`seed: bad time slot '${slot}'`);
  const hour12 = Number(match[1]) % 12;
  const hours = match[3] === "PM" ? hour12 + 12 : hour12;
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + offsetDays, hours, Number(match[2]) + plusMinutes);
}

export function minutesBefore(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() - minutes * 60_000);
}

/** mulberry32: a tiny PRNG so the "random" spread of timestamps is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 'Thu, Mar 6' for today + offset, as a notification would say it. */
export function friendlyDay(today: Date, offsetDays: number): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offsetDays);
  return d.toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric" });
}
