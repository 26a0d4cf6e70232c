import type { TTx } from "../../db/tx.ts";
import type { TNotifier } from "../notifications/notifier.ts";
import { publish } from "../../realtime/publish.ts";
import { audience } from "../../../shared/rules/live-audience.ts";
import type { TNewQuoteRequest, TQuotesRepository } from "./quotes.repository.ts";

// DESIGN.md, Placeholders: a quote request is stored and the admins told, in one transaction.
export function quotesService(deps: { repository: TQuotesRepository; notifier: TNotifier }) {
  const { repository, notifier } = deps;
  return {
    /** Stores the request and tells the admins, together; `alsoInTx` queues its mail in the same transaction. */
    create(quote: TNewQuoteRequest, alsoInTx: (tx: TTx) => Promise<void> = async () => {}) {
      return repository.transaction(async (tx) => {
        const id = await repository.insert(tx, quote);
        await notifier.admins(tx, {
          kind: "quote",
          preference: null,
          title: "New quote request",
          body: `${quote.name}: ${quote.service}`,
          link: `/admin/quotes?quote=${id}`,
        });
        await publish(tx, { type: "quote.changed", payload: { quote_id: id }, audience: [audience.admins] });
        await alsoInTx(tx);
        return id;
      });
    },
  };
}
