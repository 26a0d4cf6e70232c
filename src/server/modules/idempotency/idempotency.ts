import type { TIdempotencyRepository } from "./idempotency.repository.ts";

// The idempotency module's front door for other modules (decision 0147), beside its service and
// idempotency.http.ts: a stored response completed or read in the caller's transaction (a
// charge's answer, written after the commit that started it).
export type TIdempotencyRecords = Pick<TIdempotencyRepository, "complete" | "responseOf">;
