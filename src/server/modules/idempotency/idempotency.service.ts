import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { AppError } from "../../errors.ts";
import type { TTx } from "../../db/tx.ts";
import { isDatabaseUnavailable, retryWhileUnavailable } from "../../db/unavailable.ts";
import type { TViewer } from "../../auth/guard.ts";
import type { TIdempotencyRepository, TIdempotencyScope, TStoredResponse } from "./idempotency.repository.ts";

export type TIdempotentRequest = TIdempotencyScope & { hash: string };
export type { TStoredResponse };
/** A response to send as it is: the first one, or the stored one again (`replayed`). */
export type TIdempotentReply = TStoredResponse & { replayed: boolean };
type TTransaction = <R>(work: (tx: TTx) => Promise<R>) => Promise<R>;

/** One phase: the write and the response its key stores commit together, in one transaction. */
export type TOnePhase = { write: (tx: TTx, recordId: string) => Promise<TStoredResponse> };
/**
 * Two phases, for a write whose effect outside the database must follow its commit (a charge:
 * decision 0019). `pending` writes what the charge is for and commits with the claim;
 * `afterCommit` then takes the charge and records its outcome with the key's response, in one
 * transaction (payments/collect-payment.ts, which the sweep of decision 0105 shares).
 */
export type TTwoPhase<P> = {
  pending: (tx: TTx, recordId: string) => Promise<P>;
  afterCommit: (pending: P & { recordId: string }) => Promise<TStoredResponse>;
};
export type TWritePlan<P> = TOnePhase | TTwoPhase<P>;

// Stripe's wording, which API clients already know.
export const KEY_REUSED =
  "Keys for idempotent requests can only be used with the same parameters they were first used with. Use a new idempotency_key for a different request.";
export const KEY_IN_FLIGHT = "A request with this idempotency_key is still being processed. Try again in a moment.";

/**
 * A key is scoped by what the request does and by who sends it (a visitor is ''), and bound
 * to a hash of the validated body, so it can never stand for another request.
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

  const service = {
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
      transaction: TTransaction,
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
      const response = await service.previous(request);
      if (!response) throw new Error(`idempotency record ${request.operation} vanished after a conflict`);
      return response;
    },

    /**
     * Decision 0134: the one way an idempotent write runs. A key answered before gets its first
     * response again (`replayed`); a new key runs `plan`, given as is or made by a function that
     * runs only then (checks a replay must skip: the first answer stands even if they would now
     * fail), in one phase or two. A twin that claimed the key first is waited for, and its
     * response is this one's too.
     *
     * Only the two-phase form reads back a claim whose commit's answer was lost (`claimed`): it
     * must go on to charge, which no retry would do for it. A one-phase write's retry simply
     * gets the stored response, so it fails as any write does when the database goes away.
     */
    async write<P>(request: TIdempotentRequest, plan: TWritePlan<P> | (() => Promise<TWritePlan<P>>)): Promise<TIdempotentReply> {
      const previous = await service.previous(request);
      if (previous) return { ...previous, replayed: true };
      const steps = typeof plan === "function" ? await plan() : plan;
      let response: TStoredResponse | null;
      if ("write" in steps) {
        response = await repository.transaction(async (tx) => {
          const recordId = await repository.claim(tx, request, request.hash);
          if (!recordId) return null; // a twin with this key committed first
          const done = await steps.write(tx, recordId);
          await repository.complete(tx, recordId, done);
          return done;
        });
      } else {
        const pending = await service.claimed(repository.transaction, request, steps.pending);
        response = pending && (await steps.afterCommit(pending));
      }
      if (!response) return { ...(await service.ofTwin(request)), replayed: true };
      return { ...response, replayed: false };
    },

    /**
     * A one-phase write whose key is optional, sent in the `Idempotency-Key` header (read by
     * `idempotencyKeyOf`): the technician app's retries and offline queue send it. The key is
     * bound to the route's params and body; without one the write just runs in its transaction,
     * not safe to replay.
     */
    async writeByHeader(
      write: { operation: string; viewer: TViewer; key: string | undefined; params: Record<string, unknown> },
      work: (tx: TTx) => Promise<TStoredResponse>,
    ): Promise<TIdempotentReply> {
      if (!write.key) return { ...(await repository.transaction(work)), replayed: false };
      return service.write(idempotentRequest(write.operation, write.viewer, { ...write.params, idempotency_key: write.key }), { write: work });
    },
  };
  return service;
}

export type TIdempotencyService = ReturnType<typeof idempotencyService>;
