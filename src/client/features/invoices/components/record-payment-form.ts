import type { z } from "zod";
import type { Resolver, ResolverOptions } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ZRecordPaymentRequest, type TRecordPaymentRequest } from "@/shared/schemas/ledger.ts";
import type { TPaymentMethod } from "@/shared/rules/ledger.ts";
import { centsToDollars, dollarsToCents } from "@/client/lib/money-input.ts";

/** What the inputs hold: the amount in dollars as typed ("23.25"); the API takes cents. */
export type TRecordPaymentValues = { amount: string; method: TPaymentMethod; reference: string };

export const RECORD_PAYMENT_FIELDS = ["amount", "method", "reference"] as const;

/** The balance due, paid in cash, with no reference: what the office most often records. */
export function recordPaymentDefaults(due: number): TRecordPaymentValues {
  return { amount: centsToDollars(due), method: "cash", reference: "" };
}

/** The request the API takes: cents, and no empty reference. */
export function toRecordPaymentRequest(values: TRecordPaymentValues, idempotencyKey: string): z.input<typeof ZRecordPaymentRequest> {
  const reference = values.reference.trim();
  return {
    amount: dollarsToCents(values.amount) ?? (undefined as unknown as number),
    method: values.method,
    ...(reference ? { reference } : {}),
    idempotency_key: idempotencyKey,
  };
}

/** Checked with the shared schema the API uses, so the dialog and the server cannot disagree. */
export function recordPaymentResolver(idempotencyKey: string): Resolver<TRecordPaymentValues, unknown, TRecordPaymentRequest> {
  const resolver = zodResolver(ZRecordPaymentRequest);
  return (values, context, options) =>
    resolver(
      toRecordPaymentRequest(values, idempotencyKey),
      context,
      options as unknown as ResolverOptions<z.input<typeof ZRecordPaymentRequest>>,
    ) as unknown as ReturnType<Resolver<TRecordPaymentValues, unknown, TRecordPaymentRequest>>;
}
