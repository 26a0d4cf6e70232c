// Server field errors onto react-hook-form fields, shared by every form (the server names each
// failing field with the shared schemas' paths, so the names match).
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { CONTACT_NEEDED } from "@/shared/schemas/emergency.ts";
import { LANDFALL_PAUSED } from "@/shared/rules/storm.ts";
import { ApiError } from "./api-client.ts";

/** A whole sentence of the server's, matched as written (its dots and brackets are not patterns). */
function exactly(sentence: string): RegExp {
  return new RegExp(`^${sentence.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}

// The shared schemas (and the server's 400s, which use them) give their reasons in English, the
// spec's wording; a page in another language shows the ones it knows in its own words, and an
// unknown reason as it came rather than nothing.
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
];

/** A schema's reason in the page's language: "is required" → "es obligatorio" on a Spanish page. */
export function reasonText(message: string): string {
  for (const [pattern, say] of REASONS) {
    const match = pattern.exec(message);
    if (match) return say(match);
  }
  return message;
}

/** The shared schemas say "is required"; the form shows "Name is required" ("Nombre: es obligatorio"). */
export function fieldErrorText(label: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  // A whole sentence (the emergency's "Give a phone number or an e-mail…") stands without the label.
  return /^[a-z]/.test(message) ? m.field_error({ label, reason: reasonText(message) }) : reasonText(message);
}

/**
 * Puts the server's per-field messages on the matching form fields, the first one focused so a
 * keyboard or screen-reader user lands on it; returns whether any matched.
 */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let matched = false;
  for (const { field, message } of error.fields) {
    const name = fields.find((candidate) => candidate === field);
    if (!name) continue;
    setError(name, { type: "server", message }, { shouldFocus: !matched });
    matched = true;
  }
  return matched;
}
