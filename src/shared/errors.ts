// One error shape for the whole API (STYLE.md habit 5): a code, a human message, and for
// validation errors the failing fields. better-auth's own replies carry the same code and message.
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_DECLINED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A signed link past its end (decision 0144). */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  /** The payment could not be completed and whatever it took was given back. */
  PAYMENT_FAILED: 503,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;
export type TFieldError = { field: string; message: string };
export type TApiError = {
  code: string;
  message: string;
  fields?: TFieldError[];
  /** A 409 refused as a duplicate names the record it duplicates, so the screen can offer to open it (decision 0153). */
  existing_id?: string;
};

export function isApiError(value: unknown): value is TApiError {
  return typeof value === "object" && value !== null && typeof (value as TApiError).code === "string" && typeof (value as TApiError).message === "string";
}
