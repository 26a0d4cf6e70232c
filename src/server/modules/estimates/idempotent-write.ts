import type { TViewer } from "../../auth/guard.ts";
import type { TTx } from "../../db/tx.ts";
import { idempotentRequest, type TIdempotencyService, type TStoredResponse } from "../idempotency/idempotency.service.ts";

export type TWriteReply = TStoredResponse & { replayed: boolean };

/**
 * Issue 12, decision 0070: a technician's write sent with an `Idempotency-Key` header (the phone
 * retries it after a lost reply, or replays it from its offline queue) is done once. The key is
 * claimed in the write's own transaction and bound to what the request asks (route params and
 * body); a replay gets the first response again, marked `Idempotent-Replayed`. Without a key
 * the write simply runs in its transaction.
 */
export function idempotentWrites(deps: { idempotency: TIdempotencyService; transaction: <T>(work: (tx: TTx) => Promise<T>) => Promise<T> }) {
  return async function write(
    key: string | undefined,
    operation: string,
    viewer: TViewer,
    request: Record<string, unknown>,
    work: (tx: TTx) => Promise<TStoredResponse>,
  ): Promise<TWriteReply> {
    if (!key) return { ...(await deps.transaction(work)), replayed: false };
    const scoped = idempotentRequest(operation, viewer, { ...request, idempotency_key: key });
    const previous = await deps.idempotency.previous(scoped);
    if (previous) return { ...previous, replayed: true };
    const response = await deps.transaction(async (tx) => {
      const recordId = await deps.idempotency.claim(tx, scoped, scoped.hash);
      if (!recordId) return null; // a twin with this key committed first
      const done = await work(tx);
      await deps.idempotency.complete(tx, recordId, done);
      return done;
    });
    if (!response) return { ...(await deps.idempotency.ofTwin(scoped)), replayed: true };
    return { ...response, replayed: false };
  };
}
