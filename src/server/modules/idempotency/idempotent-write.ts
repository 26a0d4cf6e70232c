import type { FastifyRequest } from "fastify";
import { AppError } from "../../errors.ts";
import type { TViewer } from "../../auth/guard.ts";
import type { TTx } from "../../db/tx.ts";
import { IDEMPOTENCY_HEADER, ZIdempotencyHeader } from "../../../shared/schemas/technician-jobs.ts";
import { idempotentRequest, type TIdempotencyService, type TStoredResponse } from "./idempotency.service.ts";

export type TIdempotentReply = TStoredResponse & { replayed: boolean };

/** The `Idempotency-Key` header of a write, checked; undefined when the client sent none. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const parsed = ZIdempotencyHeader.safeParse(Array.isArray(raw) ? raw.join(",") : raw);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? "is not a valid key";
  throw new AppError("VALIDATION_ERROR", `Idempotency-Key: ${message}`, [{ field: "Idempotency-Key", message }]);
}

/**
 * Decision 0063: a write that takes its key from the `Idempotency-Key` header (the technician
 * app's offline queue replays with it). The same record as decision 0018: scoped by operation
 * and caller, bound to a hash of the request's parameters, claimed inside the transaction that
 * does the work, the first response stored and replayed exactly. Without a key the work just
 * runs in its transaction.
 */
export function idempotentWrites(deps: { idempotency: TIdempotencyService; transaction: <T>(work: (tx: TTx) => Promise<T>) => Promise<T> }) {
  return async function run(
    write: { operation: string; viewer: TViewer; key: string | undefined; params: Record<string, unknown> },
    work: (tx: TTx) => Promise<TStoredResponse>,
  ): Promise<TIdempotentReply> {
    if (!write.key) return { ...(await deps.transaction(work)), replayed: false };
    const request = idempotentRequest(write.operation, write.viewer, { ...write.params, idempotency_key: write.key });
    const previous = await deps.idempotency.previous(request);
    if (previous) return { ...previous, replayed: true };
    const response = await deps.transaction(async (tx) => {
      const recordId = await deps.idempotency.claim(tx, request, request.hash);
      if (!recordId) return null; // a twin with this key committed first
      const done = await work(tx);
      await deps.idempotency.complete(tx, recordId, done);
      return done;
    });
    if (!response) return { ...(await deps.idempotency.ofTwin(request)), replayed: true };
    return { ...response, replayed: false };
  };
}

export type TIdempotentWrites = ReturnType<typeof idempotentWrites>;
