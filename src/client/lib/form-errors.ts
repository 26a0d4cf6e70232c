// Server field errors onto react-hook-form fields, shared by every form (the server names each
// failing field with the shared schemas' paths, so the names match).
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client.ts";

/** The shared schemas say "is required"; the form shows "Name is required". */
export function fieldErrorText(label: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
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
