// What the server says, in the page's language. Apart from api-client.ts and form-errors.ts so
// that both can use it (the error message of a request, a form field's reason) without importing
// each other.
import { m } from "@/shared/i18n/paraglide/messages.js";
import { CONTACT_NEEDED } from "@/shared/schemas/emergency.ts";
import { LANDFALL_PAUSED, WAITLIST_CLOSED } from "@/shared/rules/storm.ts";

/** A whole sentence of the server's, matched as written (its dots and brackets are not patterns). */
function exactly(sentence: string): RegExp {
  return new RegExp(`^${sentence.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
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
  [exactly(CONTACT_NEEDED), () => m.emergency_reason_contact_needed()],
  [exactly(LANDFALL_PAUSED), () => m.storm_reason_landfall_paused()],
  [/^choose what the storm did$/, () => m.storm_reason_choose_need()],
  [exactly(WAITLIST_CLOSED), () => m.storm_reason_waitlist_closed()],
];

/** A schema's reason or a server's sentence in the page's language: "is required" → "es obligatorio" on a Spanish page. */
export function reasonText(message: string): string {
  for (const [pattern, say] of REASONS) {
    const match = pattern.exec(message);
    if (match) return say(match);
  }
  return message;
}
