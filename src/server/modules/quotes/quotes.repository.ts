import type { TDb } from "../../db/client.ts";
import type { TTx } from "../../db/tx.ts";
import { quoteRequests } from "../../db/schema.ts";
import type { TNotifier } from "../notifications/notifier.ts";
import { publish } from "../../realtime/publish.ts";
import { audience } from "../../../shared/rules/live-audience.ts";

export function quotesRepository(db: TDb, notifier: TNotifier) {
  return {
    /** Stores the request and tells the admins, together; `alsoInTx` queues its mail in the same transaction. */
    create(quote: typeof quoteRequests.$inferInsert, alsoInTx: (tx: TTx) => Promise<void> = async () => {}) {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(quoteRequests).values(quote).returning({ id: quoteRequests.id });
        await notifier.admins(tx, {
          kind: "quote",
          preference: null,
          title: "New quote request",
          body: `${quote.name}: ${quote.service}`,
          link: `/admin/quotes?quote=${created.id}`,
        });
        await publish(tx, { type: "quote.changed", payload: { quote_id: created.id }, audience: [audience.admins] });
        await alsoInTx(tx);
        return created.id;
      });
    },
  };
}
