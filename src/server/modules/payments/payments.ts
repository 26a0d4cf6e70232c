import { paymentsRepository } from "./payments.repository.ts";

// The payments module's front door for other modules (decision 0147), beside its services
// (collect-payment.ts, payment-provider.ts): the payment rows a booking or an emergency writes
// and reads in its own transaction, and the settled sums a report selects.

export type { TStepOneDeposit } from "./payments.repository.ts";
/** Payment rows (pending charges, deposits, refunds), each call in the caller's transaction. */
export const paymentRecords = paymentsRepository;
/** Settled amounts per kind, as columns of a `payments` select. */
export { SETTLED_SUMS } from "./admin-payments.repository.ts";
