import type { TDb } from "../../db/client.ts";
import type { TTx } from "../../db/tx.ts";
import { quoteRequests } from "../../db/schema.ts";
import { notifyAdmins } from "../notifications/notifications.repository.ts";

export function quotesRepository(db: TDb) {
  return {
    /** Stores the request and tells the admins, together; `alsoInTx` queues its mail in the same transaction. */
    create(quote: typeof quoteRequests.$inferInsert, alsoInTx: (tx: TTx) => Promise<void> = async () => {}) {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(quoteRequests).values(quote).returning({ id: quoteRequests.id });
        await notifyAdmins(tx, { kind: "quote", title: "New quote request", body: `${quote.name}: ${quote.service}`, link: "/admin" });
        await alsoInTx(tx);
        return created.id;
      });
    },
  };
}
