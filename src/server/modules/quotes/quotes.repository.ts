import type { TDb } from "../../db/client.ts";
import type { TTx } from "../../db/tx.ts";
import { quoteRequests } from "../../db/schema.ts";

/** A quote request as the form stores it. */
export type TNewQuoteRequest = typeof quoteRequests.$inferInsert;

export function quotesRepository(db: TDb) {
  return {
    transaction: <T>(work: (tx: TTx) => Promise<T>) => db.transaction(work),
    /** Stores the request; its id. */
    async insert(tx: TTx, quote: TNewQuoteRequest) {
      const [created] = await tx.insert(quoteRequests).values(quote).returning({ id: quoteRequests.id });
      return created.id;
    },
  };
}
export type TQuotesRepository = ReturnType<typeof quotesRepository>;
