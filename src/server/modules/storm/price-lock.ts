import { and, asc, eq } from "drizzle-orm";
import type { TExecutor, TTx } from "../../db/tx.ts";
import { priceHistory } from "../../db/schema.ts";
import { fieldErrors } from "../../errors.ts";
import { addDaysIso, slotStart } from "../../../shared/rules/dates.ts";
import { averagePrice, PRICE_LOCK_DAYS, priceLockMessage } from "../../../shared/rules/storm.ts";

export type TPricedItem = "service" | "add_on" | "hourly_rate";
/** The hourly rate's id in the price history (it is one price, kept in the settings). */
export const HOURLY_RATE_ID = "labor";

/** Before any record of an item, its price stood from the beginning (decision 0161). */
const BEGINNING = new Date(0);

/**
 * Decision 0161, Florida's price-gouging statute (F.S. 501.160): while a state of emergency is
 * declared, no price rises above its average over the 30 days before the declaration. Every
 * writer of a price calls `change` in its transaction: it refuses such an increase (naming the
 * field) and records the new price from now. A decrease is always allowed; with no declaration
 * any change is.
 */
export const priceLock = {
  async change(
    tx: TTx,
    change: { item: TPricedItem; itemId: string; field: string; current: number | null; next: number; declaredOn: string | null; now?: Date },
  ): Promise<void> {
    const { item, itemId, current, next, declaredOn, now = new Date() } = change;
    if (current === next) return;
    if (current !== null) await baseline(tx, item, itemId, current);
    if (declaredOn !== null && current !== null && next > current) {
      const declared = slotStart(declaredOn, "12:00 AM");
      const from = slotStart(addDaysIso(declaredOn, -PRICE_LOCK_DAYS), "12:00 AM");
      const average = averagePrice(await history(tx, item, itemId), from, declared, current);
      if (next > average) throw fieldErrors([{ field: change.field, message: priceLockMessage(average) }], priceLockMessage(average));
    }
    await tx.insert(priceHistory).values({ item, item_id: itemId, price_cents: next, effective_from: now });
  },
};

/** The price an item had before its first recorded change: stood from the beginning. */
async function baseline(tx: TTx, item: TPricedItem, itemId: string, price: number) {
  const recorded = await tx
    .select({ one: priceHistory.id })
    .from(priceHistory)
    .where(and(eq(priceHistory.item, item), eq(priceHistory.item_id, itemId)))
    .limit(1);
  if (recorded.length === 0) await tx.insert(priceHistory).values({ item, item_id: itemId, price_cents: price, effective_from: BEGINNING });
}

function history(executor: TExecutor, item: TPricedItem, itemId: string) {
  return executor
    .select({ price_cents: priceHistory.price_cents, effective_from: priceHistory.effective_from })
    .from(priceHistory)
    .where(and(eq(priceHistory.item, item), eq(priceHistory.item_id, itemId)))
    .orderBy(asc(priceHistory.effective_from));
}
