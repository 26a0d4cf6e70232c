import { visitWindow } from "./assignment-suggestions.ts";
import { businessMinutes } from "./dates.ts";

// customer-side.md §2 Emergency dialogs and §9: a paid emergency is answered within 2 hours.
// The admin home counts that promise down from the moment the fee was paid (decision 0049).

export const EMERGENCY_RESPONSE_MINUTES = 120;

/** customer-side.md §9 response-time options; the first is the default. */
export const RESPONSE_TIMES = [
  "ASAP (Within 2 hours)",
  "Within 4 hours",
  "Within 6 hours",
  "Today - Morning (8AM-12PM)",
  "Today - Afternoon (12PM-5PM)",
  "Today - Evening (5PM-9PM)",
] as const;

const MINUTE = 60_000;

/** The instant the 2-hour response promise of a fee paid at `paidAt` runs out. */
export function promiseDueAt(paidAt: Date): Date {
  return new Date(paidAt.getTime() + EMERGENCY_RESPONSE_MINUTES * MINUTE);
}

export type TTimeLeft = {
  overdue: boolean;
  /** Whole minutes left (rounded up) or, when overdue, whole minutes past (rounded down). */
  minutes: number;
  /** "1 h 24 min left", "Less than a minute left", "Overdue by 1 h 5 min". */
  label: string;
};

export function duration(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** What is left of a promise due at `dueAt`, as the clock reads `now`. */
export function timeLeft(dueAt: Date, now: Date): TTimeLeft {
  const ms = dueAt.getTime() - now.getTime();
  if (ms > 0) {
    // Rounded up: "1 min left" until the very end, never "0 min left" while time remains.
    const minutes = Math.ceil(ms / MINUTE);
    return { overdue: false, minutes, label: ms < MINUTE ? "Less than a minute left" : `${duration(minutes)} left` };
  }
  const minutes = Math.floor((now.getTime() - dueAt.getTime()) / MINUTE);
  return { overdue: true, minutes, label: minutes === 0 ? "Due now" : `Overdue by ${duration(minutes)}` };
}

/**
 * An emergency's time is a response window ('Within 4 hours'), not a clock time: "at Within 4
 * hours" read badly. Turn each window into a phrase that follows a date.
 */
export function responsePhrase(time: string): string {
  const asap = /^ASAP \((.+)\)$/.exec(time);
  if (asap) return `a technician as soon as possible (${asap[1].toLowerCase()})`;
  if (/^within /i.test(time)) return `a technician ${time.toLowerCase()}`;
  const today = /^Today - (\w+) (\(.+\))$/.exec(time);
  if (today) return `a technician in the ${today[1].toLowerCase()} ${today[2]}`;
  return `a technician: ${time}`;
}

/**
 * True once a "Today - …" window has ended on the business's clock: a visit can no longer be made
 * in it. The "within" ones run from the moment of asking, so they never pass.
 */
export function responseWindowHasPassed(option: string, now: Date = new Date()): boolean {
  const minutes = businessMinutes(now);
  const window = visitWindow(option, null, minutes);
  return window !== null && window.end <= minutes;
}

/** The response times still open at `now`, in their order (the first, "ASAP", always is). */
export function openResponseTimes<T extends string>(options: readonly T[], now: Date = new Date()): T[] {
  return options.filter((option) => !responseWindowHasPassed(option, now));
}

/**
 * The emergency's timeline page: its customer's session opens it as it is; a guest's link carries
 * the booking's signed resume token in the fragment, which is never sent in a request line.
 */
export function emergencyTimelinePath(bookingId: string, token?: string): string {
  return `/emergency/${bookingId}${token ? `#token=${encodeURIComponent(token)}` : ""}`;
}
