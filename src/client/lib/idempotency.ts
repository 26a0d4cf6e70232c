import { ApiError } from "./api-client.ts";

// The server keeps a key's first answer for good, so a payment that failed (and was
// given back) or a key sent with other parameters needs a fresh key for the next attempt. A
// lost reply keeps the key: the retry then gets the first answer instead of paying twice.
const SETTLED_CODES = new Set(["PAYMENT_DECLINED", "PAYMENT_FAILED", "IDEMPOTENCY_KEY_REUSED"]);

export function needsNewIdempotencyKey(error: unknown): boolean {
  return error instanceof ApiError && SETTLED_CODES.has(error.code);
}
