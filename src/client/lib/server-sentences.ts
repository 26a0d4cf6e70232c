// What the server says, in the page's language. Apart from api-client.ts and form-errors.ts so
// that both can use it (the error message of a request, a form field's reason) without importing
// each other.
import { m } from "@/shared/i18n/paraglide/messages.js";
import { LANDFALL_PAUSED, WAITLIST_CLOSED } from "@/shared/rules/storm.ts";
import * as refused from "@/shared/rules/refusals.ts";
import { formatVisit } from "@/shared/rules/business-time.ts";
import { businessToday } from "@/shared/rules/dates.ts";
import { formatServiceDate } from "./calendar-day.ts";
import { BASE_LOCALE, currentLocale } from "@/shared/i18n/locale.ts";

/** A whole sentence of the server's, matched as written (its dots and brackets are not patterns). */
function exactly(sentence: string): RegExp {
  return new RegExp(`^${escaped(sentence)}$`);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A sentence made by `make` from its parts, each part matched as `(.+)`: "is Christmas Day, when…" → ["Christmas Day"]. */
function made<A extends unknown[]>(make: (...parts: A) => string, ...marks: A): RegExp {
  const MARK = "\u0000";
  const pattern = escaped(make(...marks))
    .split(MARK)
    .join("(.+?)");
  return new RegExp(`^${pattern}$`);
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A visit as the server wrote it in English ("Friday, December 11 at 1:00 PM ET", a year if not this one), in the page's language; anything else as it came. */
function visitText(english: string): string {
  const match = /^[A-Z][a-z]+, ([A-Z][a-z]+) (\d{1,2})(?:, (\d{4}))? at (\d{1,2}:\d{2} [AP]M) ET$/.exec(english);
  const month = match ? MONTHS.indexOf(match[1]!) + 1 : 0;
  if (!match || month === 0) return english;
  const year = match[3] ?? businessToday().slice(0, 4);
  return formatVisit(`${year}-${String(month).padStart(2, "0")}-${match[2]!.padStart(2, "0")}`, match[4]);
}

// The shared schemas (and the server's 400s, which use them) give their reasons in English, the
// spec's wording, and so do the server's refusals (a 409's sentence); a page in another language
// shows the ones it knows in its own words, and an unknown one as it came rather than nothing.
// Each English message here is the server's sentence word for word (server-sentences.test.ts).
const REASONS: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [/^is required$/, () => m.reason_required()],
  [/^must be at most (\d+) characters$/, (match) => m.reason_max_chars({ max: match[1] })],
  [/^must be a valid email address$/, () => m.reason_email()],
  [/^must be a valid phone number$/, () => m.reason_phone()],
  [/^must be 2 letters$/, () => m.reason_state()],
  [/^must be a 5-digit ZIP code$/, () => m.reason_zip()],
  [/^must be a whole number$/, () => m.reason_whole_number()],
  [/^must be at least (\d+)$/, (match) => m.reason_at_least({ min: match[1] })],
  [/^must be at most (\d+)$/, (match) => m.reason_at_most({ max: match[1] })],
  [/^must be 13 to 19 digits$/, () => m.emergency_reason_card_digits()],
  [/^must be written MM\/YY$/, () => m.emergency_reason_expiry_format()],
  [/^is in the past: this card has expired$/, () => m.emergency_reason_card_expired()],
  [/^must be 3 or 4 digits$/, () => m.emergency_reason_cvv()],
  [exactly(refused.CONTACT_NEEDED), () => m.emergency_reason_contact_needed()],
  [exactly(LANDFALL_PAUSED), () => m.storm_reason_landfall_paused()],
  [/^choose what the storm did$/, () => m.storm_reason_choose_need()],
  [exactly(WAITLIST_CLOSED), () => m.storm_reason_waitlist_closed()],
  // Signing up and in (shared/schemas/auth.ts, shared/rules/password.ts, better-auth's own answers).
  [/^Enter a valid email address$/, () => m.reason_enter_email()],
  [/^Enter your password$/, () => m.reason_enter_password()],
  [/^Password must be at least (\d+) characters$/, (match) => m.reason_password_min({ min: match[1]! })],
  [/^Password must be at most (\d+) characters$/, (match) => m.reason_password_max({ max: match[1]! })],
  [/^Passwords do not match$/, () => m.reason_passwords_differ()],
  [/^This password is too common\. Choose one that is harder to guess$/, () => m.reason_password_common()],
  [/^Password cannot be a single repeated character$/, () => m.reason_password_repeated()],
  [/^Password cannot be a simple sequence such as 123456 or abcdef$/, () => m.reason_password_sequence()],
  [/^Password cannot contain your e-mail name$/, () => m.reason_password_email()],
  [/^Invalid email or password$/, () => m.refusal_invalid_credentials()],
  [/^Email not verified$/, () => m.refusal_email_not_verified()],
  [/^User already exists\. Use another email\.$/, () => m.refusal_user_exists()],
  [/^Invalid token$/, () => m.refusal_invalid_token()],
  // Sign-in paused (refusals.ts `signInPaused`): locked for minutes, with the unlock link, or paced for seconds.
  [
    /^Too many sign-in attempts for this account\. Please try again in (\d+) minutes?, or use the unlock link we e-mailed to the account\.$/,
    (match) => m.refusal_sign_in_locked({ count: Number(match[1]) }),
  ],
  [/^Too many sign-in attempts for this account\. Please try again in (\d+) seconds?\.$/, (match) => m.refusal_sign_in_paced({ count: Number(match[1]) })],
  // Refused bookings, payments and changes to a booking (shared/rules/refusals.ts).
  [exactly(refused.SLOT_TAKEN), () => m.refusal_slot_taken()],
  [exactly(refused.SLOT_TAKEN_REASON), () => m.refusal_slot_taken_reason()],
  [exactly(refused.DEPOSIT_NOT_TAKEN), () => m.refusal_deposit_not_taken()],
  [exactly(refused.DEPOSIT_NOT_TAKEN_REASON), () => m.refusal_deposit_not_taken_reason()],
  [exactly(refused.NOT_THE_DEPOSIT_CONTACT), () => m.refusal_not_the_deposit_contact()],
  [made(refused.alreadyBooked, "\u0000", "\u0000"), (match) => m.refusal_already_booked({ service: match[1]!, when: visitText(match[2]!) })],
  [exactly(refused.ALREADY_BOOKED_REASON), () => m.refusal_already_booked_reason()],
  [exactly(refused.SLOT_PASSED), () => m.refusal_slot_passed()],
  [exactly(refused.OUTSIDE_HOURS), () => m.refusal_outside_hours()],
  [exactly(refused.EMERGENCIES_ONLY_DAY), () => m.refusal_emergencies_only_day()],
  [made(refused.holidayClosed, "\u0000"), (match) => m.refusal_holiday_closed({ holiday: match[1]! })],
  // The booking window (bookings.service.ts `assertWithinWindow`), its last day in words.
  [
    /^must be within (\d+) days from today \(on or before (\d{4}-\d{2}-\d{2})\)$/,
    // English keeps the server's sentence word for word, its day as written; another language says the day in words.
    (match) => m.refusal_outside_window({ days: match[1]!, last: currentLocale() === BASE_LOCALE ? match[2]! : formatServiceDate(match[2]!) }),
  ],
  [/^must be today or later$/, () => m.reason_today_or_later()],
  [exactly(refused.RESPONSE_WINDOW_PASSED), () => m.refusal_response_window_passed()],
  [exactly(refused.RESCHEDULE_CLOSED), () => m.refusal_reschedule_closed()],
  [exactly(refused.CANCEL_PENDING_ONLY), () => m.refusal_cancel_pending_only()],
  [exactly(refused.ALREADY_RATED), () => m.refusal_already_rated()],
  [exactly(refused.RATE_WHEN_COMPLETED), () => m.refusal_rate_when_completed()],
  [exactly(refused.EMERGENCY_NOT_YOURS), () => m.refusal_emergency_not_yours()],
  [exactly(refused.EMERGENCY_LINK_INVALID), () => m.refusal_emergency_link_invalid()],
  [exactly(refused.PAYMENT_DECLINED), () => m.refusal_payment_declined()],
  [exactly(refused.PAYMENT_FAILED), () => m.refusal_payment_failed()],
  [exactly(refused.INVOICE_ALREADY_PAID), () => m.refusal_invoice_already_paid()],
  [exactly(refused.INVOICE_VOID), () => m.refusal_invoice_void()],
  [exactly(refused.PAYMENT_UNDER_WAY), () => m.refusal_payment_under_way()],
  [
    /^The balance of this invoice is now (\$[\d,]+\.\d{2})\. Look at the invoice again before paying\.$/,
    (match) => m.refusal_balance_changed({ amount: match[1]! }),
  ],
  // A 400's sentence names its first field ("scheduled_date: …", errors.ts `fieldErrors`); the booking's
  // day and time are chosen on a calendar, not typed, so their reason is shown as that sentence.
  [/^scheduled_date: (.+)$/, (match) => m.refusal_date_field({ reason: reasonText(match[1]!) })],
  [/^scheduled_time: (.+)$/, (match) => m.refusal_time_field({ reason: reasonText(match[1]!) })],
];

/** A schema's reason or a server's sentence in the page's language: "is required" → "es obligatorio" on a Spanish page. */
export function reasonText(message: string): string {
  for (const [pattern, say] of REASONS) {
    const match = pattern.exec(message);
    if (match) return say(match);
  }
  return message;
}
