// Server field errors onto react-hook-form fields, shared by every form (the server names each
// failing field with the shared schemas' paths, so the names match).
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { ApiError } from "./api-client.ts";
import { reasonText } from "./server-sentences.ts";

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
