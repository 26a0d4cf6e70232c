// Payments: what a set of payments brought in. Refunds are their own rows with a
// positive amount (decision 0008), so the direction is the kind's: everything else came in.

export type TPaymentSums = { deposit: number; emergency_fee: number; balance: number; refund: number };

/** Money in (deposits, emergency fees, invoice balances) less money given back (refunds), in cents. */
export function netOf(sums: TPaymentSums): number {
  return sums.deposit + sums.emergency_fee + sums.balance - sums.refund;
}
