import type { TWaitlistWindow } from "@/shared/rules/storm.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

/** The expected call in words (decision 0171): "within 2 hours", "in about 3 to 6 hours", beyond a day "in about 1 to 2 days". */
export function waitlistWindowText({ from_hours, to_hours }: TWaitlistWindow): string {
  if (to_hours <= 24) return from_hours === 0 ? m.storm_window_within({ hours: to_hours }) : m.storm_window_hours({ from: from_hours, to: to_hours });
  // Whole days around the hours: the latest is past a day here, so it is always the later of the two.
  return m.storm_window_days({ from: Math.max(1, Math.floor(from_hours / 24)), to: Math.ceil(to_hours / 24) });
}
