import { formatMoney } from "../i18n/format.ts";

// What the server answers a customer when it refuses a booking, a payment or a change to their
// booking: the sentence of a 409 (or a card's decline) and a field's reason, in English. The
// server sends these words; a page in another language says each in its own words
// (client/lib/server-sentences.ts, which matches them word for word).

/** An emergency call with neither a phone nor an e-mail. */
export const CONTACT_NEEDED = "Give a phone number or an e-mail, so we can reach you";

/** A slot taken meanwhile (or no longer free for a technician, decision 0152). */
export const SLOT_TAKEN = "This time slot is no longer available. Please choose another.";
export const SLOT_TAKEN_REASON = "is no longer available";

export const DEPOSIT_NOT_TAKEN =
  "The deposit you paid cannot be used for this booking (another service or payment mode, already used, or refunded). Please pay the deposit again.";
export const DEPOSIT_NOT_TAKEN_REASON = "is not a paid deposit this booking can take";
/** The booking's e-mail or phone differs from the one its deposit's discount was decided for (decision 0140). */
export const NOT_THE_DEPOSIT_CONTACT = "must be the one given with the initial payment";

/** A second live booking of one service in one slot by one customer; `when` as formatVisit says it. */
export const alreadyBooked = (serviceName: string, when: string) => `You already have a ${serviceName} booking for ${when}. Please choose another time.`;
export const ALREADY_BOOKED_REASON = "is already booked by you for this service";

export const SLOT_PASSED = "has already passed today";
export const OUTSIDE_HOURS = "is outside our hours that day";
export const EMERGENCIES_ONLY_DAY = "is a day we take emergencies only";
export const holidayClosed = (holiday: string) => `is ${holiday}, when we take emergencies only`;
/** `last`: the last bookable day, "2027-05-27". */
export const outsideWindow = (days: number, last: string) => `must be within ${days} days from today (on or before ${last})`;
export const RESPONSE_WINDOW_PASSED = "has already passed today; choose another response time";

export const RESCHEDULE_CLOSED = "This booking can no longer be rescheduled";
export const CANCEL_PENDING_ONLY = "Only a pending booking can be cancelled";
export const ALREADY_RATED = "You have already rated this booking";
export const RATE_WHEN_COMPLETED = "You can rate a service once it is completed";

/** An emergency's timeline opened by someone it does not belong to, or by a link that is not its own. */
export const EMERGENCY_NOT_YOURS = "This emergency is not yours to follow";
export const EMERGENCY_LINK_INVALID = "This link to an emergency is not valid";

export const PAYMENT_DECLINED = "Your card was declined. Nothing was charged. Please try another card.";
export const PAYMENT_FAILED = "We could not take your payment, and nothing was charged. Please try again.";

export const INVOICE_ALREADY_PAID = "This invoice is already paid.";
export const INVOICE_VOID = "This invoice is void: it cannot be paid or e-mailed.";
export const PAYMENT_UNDER_WAY = "A payment of this invoice is already being taken. Wait a moment and look at the invoice again.";
export const balanceChanged = (due: number) => `The balance of this invoice is now ${formatMoney(due, "en")}. Look at the invoice again before paying.`;

/**
 * Sign-in paused for an account (decision 0112), the same answer whether the account exists or
 * not: `locked` for a lock of minutes, which mailed its unlock link; else paced, for seconds.
 */
export const signInPaused = (wait: { kind: "locked"; minutes: number } | { kind: "paced"; seconds: number }) => {
  const left = wait.kind === "locked" ? `${wait.minutes} minute${wait.minutes === 1 ? "" : "s"}` : `${wait.seconds} second${wait.seconds === 1 ? "" : "s"}`;
  return wait.kind === "locked"
    ? `Too many sign-in attempts for this account. Please try again in ${left}, or use the unlock link we e-mailed to the account.`
    : `Too many sign-in attempts for this account. Please try again in ${left}.`;
};
