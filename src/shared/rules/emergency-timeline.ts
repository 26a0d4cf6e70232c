const MINUTE = 60_000;

// Decision 0158: the emergency timeline's steps, in order. "Done" is the job completed.
export const EMERGENCY_STEPS = ["received", "assigned", "on_the_way", "arrived", "done"] as const;
export type TEmergencyStep = (typeof EMERGENCY_STEPS)[number];

export const EMERGENCY_STEP_LABELS: Record<TEmergencyStep, string> = {
  received: "Request received",
  assigned: "Technician assigned",
  on_the_way: "On the way",
  arrived: "Arrived",
  done: "Done",
};

type TStepTimes = { assigned_at: Date | null; set_off_at: Date | null; arrived_at: Date | null; done_at: Date | null };

/** The furthest step an emergency has reached. */
export function emergencyStep(times: TStepTimes): TEmergencyStep {
  if (times.done_at) return "done";
  if (times.arrived_at) return "arrived";
  if (times.set_off_at) return "on_the_way";
  if (times.assigned_at) return "assigned";
  return "received";
}

/** The technician's two taps, and the one step each may follow. */
export const EMERGENCY_MOVES = { "on-my-way": "assigned", arrived: "on_the_way" } as const satisfies Record<string, TEmergencyStep>;
export type TEmergencyMove = keyof typeof EMERGENCY_MOVES;

/** True when `move` may be made now: "On my way" once assigned, "Arrived" once on the way. */
export function canMoveEmergency(move: TEmergencyMove, times: TStepTimes): boolean {
  return emergencyStep(times) === EMERGENCY_MOVES[move];
}

/** The arrival the technician's estimate gives: set off plus its minutes. */
export function arrivalEstimate(setOffAt: Date, etaMinutes: number): Date {
  return new Date(setOffAt.getTime() + etaMinutes * MINUTE);
}

export type TPromiseOutcome = {
  kept: boolean;
  /** Kept: whole minutes to spare (rounded down). Missed: minutes late (rounded up: 30 s late is 1 min). */
  minutes: number;
};

/** The 2-hour promise's outcome, decided by the arrival. */
export function promiseOutcome(dueAt: Date, arrivedAt: Date): TPromiseOutcome {
  const ms = dueAt.getTime() - arrivedAt.getTime();
  return ms >= 0 ? { kept: true, minutes: Math.floor(ms / MINUTE) } : { kept: false, minutes: Math.ceil(-ms / MINUTE) };
}

/**
 * Decision 0138: what a missed promise gives back, the fee the customer paid, while the business's
 * setting is on; null when the promise was kept, the setting is off, or no fee was paid. A
 * cancelled emergency is never reached, so it is never credited.
 */
export function missedPromiseCredit(outcome: TPromiseOutcome, input: { enabled: boolean; feePaid: number }): number | null {
  return !outcome.kept && input.enabled && input.feePaid > 0 ? input.feePaid : null;
}
