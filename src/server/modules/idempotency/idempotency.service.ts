import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { AppError } from "../../errors.ts";
import type { TTx } from "../../db/tx.ts";
import { isDatabaseUnavailable, retryWhileUnavailable } from "../../db/unavailable.ts";
import type { TViewer } from "../../auth/guard.ts";
import type { TIdempotencyRepository, TIdempotencyScope, TStoredResponse } from "./idempotency.repository.ts";

export type TIdempotentRequest = TIdempotencyScope & { hash: string };
export type { TStoredResponse };

// Stripe's wording, which API clients already know.
export const KEY_REUSED =
  "Keys for idempotent requests can only be used with the same parameters they were first used with. Use a new idempotency_key for a different request.";
export const KEY_IN_FLIGHT = "A request with this idempotency_key is still being processed. Try again in a moment.";

/**
 * Issue 8 fault 3: a key is scoped by what the request does and by who sends it (a visitor
 * is ''), and bound to a hash of the validated body, so it can never stand for another request.
 */
export function idempotentRequest<T extends { idempotency_key: string }>(operation: string, viewer: TViewer | null, body: T): TIdempotentRequest {
  const { idempotency_key: key, ...rest } = body;
  return { operation, caller: viewer?.user.id ?? "", key, hash: createHash("sha256").update(canonicalJson(rest)).digest("hex") };
}

/** JSON with object keys sorted, so the same parameters always hash the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export function idempotencyService(repository: TIdempotencyRepository, options: { waitMs?: number; pollMs?: number } = {}) {
  const waitMs = options.waitMs ?? 10_000;
  const pollMs = options.pollMs ?? 50;

  return {
    claim: repository.claim,
    complete: repository.complete,
    responseOf: repository.responseOf,

    /**
     * The response an earlier request with this key got, to send again as it was; null when
     * the key is new. A different body is refused (422). A twin still in flight (its payment
     * being taken) is waited for, so a double click gets the one result; past `waitMs`, 409.
     */
    async previous(request: TIdempotentRequest): Promise<TStoredResponse | null> {
      const deadline = Date.now() + waitMs;
      for (;;) {
        const row = await repository.find(request);
        if (!row) return null;
        if (row.hash !== request.hash) {
          throw new AppError("IDEMPOTENCY_KEY_REUSED", KEY_REUSED, [{ field: "idempotency_key", message: "was already used with different parameters" }]);
        }
        if (row.status !== null) return { status: row.status, body: row.body };
        if (Date.now() >= deadline) throw new AppError("CONFLICT", KEY_IN_FLIGHT, [{ field: "idempotency_key", message: "is still being processed" }]);
        await sleep(pollMs);
      }
    },

    /**
     * Claims the key and runs `work` in one transaction, for a write whose effect outside the
     * database follows its commit (a charge: decision 0019); null when a twin holds the key. A
     * connection lost at the commit leaves it unknown whether PostgreSQL committed: the record's
     * id, read back once the database answers, tells, and a committed write goes on (decision
     * 0103) rather than leaving its key unanswered until the sweep of decision 0105.
     */
    async claimed<T>(
      transaction: <R>(work: (tx: TTx) => Promise<R>) => Promise<R>,
      request: TIdempotentRequest,
      work: (tx: TTx, recordId: string) => Promise<T>,
    ): Promise<(T & { recordId: string }) | null> {
      let written: (T & { recordId: string }) | null = null;
      try {
        return await transaction(async (tx) => {
          const recordId = await repository.claim(tx, request, request.hash);
          if (!recordId) return null; // a twin with this key committed first
          written = { ...(await work(tx, recordId)), recordId };
          return written;
        });
      } catch (error) {
        const committed = written !== null && isDatabaseUnavailable(error);
        if (committed && (await retryWhileUnavailable(() => repository.exists(written!.recordId)))) return written;
        throw error;
      }
    },

    /** A twin with this key claimed it first (`claim` gave null): its response, once it has one. */
    async ofTwin(request: TIdempotentRequest): Promise<TStoredResponse> {
      const response = await this.previous(request);
      if (!response) throw new Error(`idempotency record ${request.operation} vanished after a conflict`);
      return response;
    },
  };
}

export type TIdempotencyService = ReturnType<typeof idempotencyService>;
