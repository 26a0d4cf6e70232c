import { promiseOutcome, type TPromiseOutcome } from "./emergency-timeline.ts";

const MINUTE = 60_000;

/**
 * The 2-hour promise's alarms to the admins, each raised once while the emergency is short of
 * its step: no technician, nobody on the way, nobody there yet. Minutes count from when the
 * emergency was received (its fee paid). The last leaves ten minutes to call the customer
 * before the promise runs out.
 */
export const ESCALATION_STAGES = ["unassigned", "not-on-the-way", "not-arrived"] as const;
export type TEscalationStage = (typeof ESCALATION_STAGES)[number];

export const ESCALATION_MINUTES: Record<TEscalationStage, number> = { unassigned: 30, "not-on-the-way": 60, "not-arrived": 110 };

/** The steps an emergency has reached (setting off implies assigned, arriving both). */
export type TReachedSteps = { assigned: boolean; set_off: boolean; arrived: boolean };

const REACHED_BY: Record<TEscalationStage, keyof TReachedSteps> = { unassigned: "assigned", "not-on-the-way": "set_off", "not-arrived": "arrived" };

/** The alarms due at `now`, in their order: each whose time has come and whose step is not reached. */
export function dueEscalations(
  receivedAt: Date,
  reached: TReachedSteps,
  now: Date,
  minutes: Record<TEscalationStage, number> = ESCALATION_MINUTES,
): TEscalationStage[] {
  if (reached.arrived) return [];
  const elapsed = now.getTime() - receivedAt.getTime();
  return ESCALATION_STAGES.filter((stage) => elapsed >= minutes[stage] * MINUTE && !reached[REACHED_BY[stage]]);
}

/** The bell's and the mail's title for each alarm. */
export const ESCALATION_TITLES: Record<TEscalationStage, string> = {
  unassigned: "Emergency still unassigned",
  "not-on-the-way": "Emergency: nobody on the way",
  "not-arrived": "Emergency: 2-hour promise about to be missed",
};

/**
 * An emergency's promise, as far as it is decided at `now`: by the arrival when there is one;
 * without one, missed once the promise has run out (by the minutes so far); undecided before.
 */
export function promiseAsOf(dueAt: Date, arrivedAt: Date | null, now: Date): TPromiseOutcome | null {
  if (arrivedAt) return promiseOutcome(dueAt, arrivedAt);
  if (now.getTime() <= dueAt.getTime()) return null;
  return promiseOutcome(dueAt, now);
}

export type TPromiseFigure = { kept: number; missed: number; decided: number; percent: number | null };

/**
 * The share of decided promises kept, as a whole percent rounded down: "100 %" only when every one
 * was kept. Null when nothing is decided yet (no figure rather than a made-up one).
 */
export function promiseFigure(kept: number, missed: number): TPromiseFigure {
  const decided = kept + missed;
  return { kept, missed, decided, percent: decided === 0 ? null : Math.floor((kept * 100) / decided) };
}
