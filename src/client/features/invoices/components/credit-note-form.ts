import type { z } from "zod";
import type { Resolver, ResolverOptions } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ZCreditNoteRequest, type TCreditNoteRequest } from "@/shared/schemas/invoices.ts";
import { dollarsToCents } from "@/client/lib/money-input.ts";

/** What the inputs hold: the amount in dollars as typed ("25.00"); the API takes cents. */
export type TCreditNoteValues = { amount: string; reason: string };

export const CREDIT_NOTE_FIELDS = ["amount", "reason"] as const;

/** The request the API takes: cents. */
export function toCreditNoteRequest(values: TCreditNoteValues): z.input<typeof ZCreditNoteRequest> {
  return { amount: dollarsToCents(values.amount) ?? (undefined as unknown as number), reason: values.reason };
}

/** Checked with the shared schema the API uses, so the dialog and the server cannot disagree. */
export function creditNoteResolver(): Resolver<TCreditNoteValues, unknown, TCreditNoteRequest> {
  const resolver = zodResolver(ZCreditNoteRequest);
  return (values, context, options) =>
    resolver(toCreditNoteRequest(values), context, options as unknown as ResolverOptions<z.input<typeof ZCreditNoteRequest>>) as unknown as ReturnType<
      Resolver<TCreditNoteValues, unknown, TCreditNoteRequest>
    >;
}
