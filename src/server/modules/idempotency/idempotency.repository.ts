import { and, eq, isNull } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { idempotencyKeys } from "../../db/schema.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";

export type TIdempotencyScope = { operation: string; caller: string; key: string };
/** A write's first response, stored with its key and sent again, exactly, to every retry. */
export type TStoredResponse = { status: number; body: unknown };

const inScope = (scope: TIdempotencyScope) =>
  and(eq(idempotencyKeys.operation, scope.operation), eq(idempotencyKeys.caller, scope.caller), eq(idempotencyKeys.key, scope.key));

export function idempotencyRepository(db: TDb) {
  return {
    transaction: <T>(work: (tx: TTx) => Promise<T>) => db.transaction(work),

    async find(scope: TIdempotencyScope) {
      const [row] = await db
        .select({ hash: idempotencyKeys.request_hash, status: idempotencyKeys.response_status, body: idempotencyKeys.response_body })
        .from(idempotencyKeys)
        .where(inScope(scope));
      return row ?? null;
    },

    /**
     * Claims the key inside the transaction that does the work: a twin request blocks on the
     * unique index until this one ends, and a rollback frees the key. Null when a twin holds it.
     */
    async claim(tx: TTx, scope: TIdempotencyScope, hash: string) {
      const [row] = await tx
        .insert(idempotencyKeys)
        .values({ ...scope, request_hash: hash })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      return row?.id ?? null;
    },

    /** Whether the record with this id was committed. */
    async exists(id: string) {
      const [row] = await db.select({ id: idempotencyKeys.id }).from(idempotencyKeys).where(eq(idempotencyKeys.id, id));
      return row !== undefined;
    },

    /** The response a record stored, by its id; null while it has none. */
    async responseOf(executor: TExecutor, id: string): Promise<TStoredResponse | null> {
      const [row] = await executor
        .select({ status: idempotencyKeys.response_status, body: idempotencyKeys.response_body })
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.id, id));
      return row && row.status !== null ? { status: row.status, body: row.body } : null;
    },

    /** Stores the first response, once: it is what every retry with this key gets. */
    async complete(tx: TTx, id: string, response: TStoredResponse) {
      await tx
        .update(idempotencyKeys)
        .set({ response_status: response.status, response_body: response.body, completed_at: new Date() })
        .where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.response_status)));
    },
  };
}

export type TIdempotencyRepository = ReturnType<typeof idempotencyRepository>;
