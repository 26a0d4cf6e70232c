import type { TDb } from "../../db/client.ts";
import { quoteRequests } from "../../db/schema.ts";
import { notifyAdmins } from "../jobs/booking-jobs.ts";

export function quotesRepository(db: TDb) {
  return {
    /** Stores the request and tells the admins, together. */
    create(quote: typeof quoteRequests.$inferInsert) {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(quoteRequests).values(quote).returning({ id: quoteRequests.id });
        await notifyAdmins(tx, { kind: "quote", title: "New quote request", body: `${quote.name}: ${quote.service}`, link: "/admin" });
        return created.id;
      });
    },
  };
}
