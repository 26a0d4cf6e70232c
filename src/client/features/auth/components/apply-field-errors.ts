import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/client/lib/api-client.ts";

/** Puts the server's per-field messages on the form's fields; returns whether any matched. */
export function applyFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let matched = false;
  for (const field of error.fields) {
    const name = fields.find((candidate) => candidate === field.field);
    if (!name) continue;
    setError(name, { type: "server", message: field.message });
    matched = true;
  }
  return matched;
}
