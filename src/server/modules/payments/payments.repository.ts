import { and, eq } from "drizzle-orm";
import { payments } from "../../db/schema.ts";
import type { TTx } from "../bookings/bookings.repository.ts";
import type { TChargeResult } from "./payment-provider.ts";

// Issue 8 fault 4: a payment is written 'pending' with its booking, then marked with the
// provider's answer. Each mark is compare-and-set on 'pending', so an outcome is written once.
export const paymentsRepository = {
  insertPending(tx: TTx, values: Omit<typeof payments.$inferInsert, "status">) {
    return tx.insert(payments).values({ ...values, status: "pending" }).returning({ id: payments.id });
  },

  async markSucceeded(tx: TTx, id: string, charge: TChargeResult) {
    const [row] = await tx
      .update(payments)
      .set({ status: "succeeded", provider: charge.provider, provider_reference: charge.reference, is_test: charge.isTest })
      .where(and(eq(payments.id, id), eq(payments.status, "pending")))
      .returning({ id: payments.id });
    if (!row) throw new Error(`payment ${id} is no longer pending`);
  },

  /** 'failed' when nothing was taken, 'refunded' when a charge was given back. */
  async markFailed(tx: TTx, id: string, status: "failed" | "refunded", reference: string | null) {
    await tx
      .update(payments)
      .set({ status, provider_reference: reference })
      .where(and(eq(payments.id, id), eq(payments.status, "pending")));
  },
};
