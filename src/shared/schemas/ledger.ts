import { z } from "zod";
import { PAYMENT_METHODS } from "../rules/ledger.ts";
import { zLine } from "./text.ts";
import { ZIdempotencyKey } from "./common.ts";

// The money of one job as every screen shows it (decision 0135): computed once on the server by
// shared/rules/ledger.ts. Cents throughout.

export const ZJobLedger = z.object({
  /** Where the price lines come from: the issued invoice, the approved estimate, the job's amount, the booking, an emergency's fee. */
  source: z.enum(["invoice", "estimate", "job_amount", "booking", "emergency", "cancelled", "none"]),
  lines: z.array(z.object({ description: z.string(), amount: z.number().int(), taxable: z.boolean() })),
  subtotal: z.number().int(),
  discount: z.number().int(),
  tax_rate_percent: z.number(),
  tax: z.number().int(),
  total: z.number().int(),
  /** Credit notes against the invoice (decision 0138). */
  credited: z.number().int(),
  paid: z.number().int(),
  refunded: z.number().int(),
  /** total − credited − paid + refunded; below zero a refund is owed. */
  balance: z.number().int(),
  due: z.number().int(),
  refund_owed: z.number().int(),
});
export type TJobLedgerView = z.infer<typeof ZJobLedger>;

/**
 * `POST /api/admin/invoices/:id/payments`: a payment the office took (all of the balance or part of
 * it). The key is made once per payment the office enters: a retry of it records (and mails) nothing more.
 */
export const ZRecordPaymentRequest = z.object({
  amount: z
    .number({ error: "must be an amount in cents" })
    .int("must be whole cents")
    .positive("must be more than $0.00")
    .max(100_000_000, "must be at most $1,000,000"),
  method: z.enum(PAYMENT_METHODS, { error: "must be card, cash, check or other" }),
  reference: zLine().trim().max(100, "must be at most 100 characters").optional(),
  idempotency_key: ZIdempotencyKey,
});
export type TRecordPaymentRequest = z.infer<typeof ZRecordPaymentRequest>;
