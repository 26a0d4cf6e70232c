import type { TInvoiceDetail } from "@/shared/schemas/invoices.ts";
import { paymentMethodLabel } from "@/shared/rules/ledger.ts";
import { formatDateTime, formatMoney } from "@/client/lib/format.ts";

export type THistoryEntry = { key: string; at: string; text: string };

type THistorySource = Pick<TInvoiceDetail, "issued_at" | "issued_by_name" | "lines_from" | "payments" | "paid_at" | "emails"> &
  Partial<Pick<TInvoiceDetail, "voided_at" | "void_reason" | "voided_by_name">>;

const by = (name: string | null) => (name ? ` by ${name}` : "");

/**
 * What happened to an invoice, in the order it happened: issued, e-mailed, each payment (with its
 * method and reference), e-mailed again.
 * Equal times keep the order of the flow (issued, then paid, then e-mailed), then the address.
 */
export function invoiceHistory(invoice: THistorySource): THistoryEntry[] {
  const entries: (THistoryEntry & { rank: number })[] = [
    {
      key: "issued",
      rank: 0,
      at: invoice.issued_at,
      text: `Issued ${formatDateTime(invoice.issued_at)}${by(invoice.issued_by_name)}${invoice.lines_from === "estimate" ? ", from the job's estimate" : ", from the job's amount"}.`,
    },
  ];
  for (const payment of invoice.payments) {
    const how = [paymentMethodLabel(payment.method), payment.reference].filter(Boolean).join(", ");
    entries.push({
      key: `payment-${payment.id}`,
      rank: 1,
      at: payment.created_at,
      text: `Payment of ${formatMoney(payment.amount)} recorded ${formatDateTime(payment.created_at)}${by(payment.recorded_by_name)}${how ? ` (${how})` : ""}.`,
    });
  }
  if (invoice.payments.length === 0 && invoice.paid_at) {
    entries.push({ key: "paid", rank: 1, at: invoice.paid_at, text: "Paid by the deposit: nothing was left to pay." });
  }
  for (const mail of invoice.emails) {
    entries.push({
      key: `mail-${mail.created_at}-${mail.to}`,
      rank: 2,
      at: mail.created_at,
      text: `E-mailed to ${mail.to} ${formatDateTime(mail.created_at)}${by(mail.sent_by_name)}.`,
    });
  }
  if (invoice.voided_at) {
    entries.push({
      key: "void",
      rank: 3,
      at: invoice.voided_at,
      text: `Voided ${formatDateTime(invoice.voided_at)}${by(invoice.voided_by_name ?? null)}: ${invoice.void_reason ?? ""}.`,
    });
  }
  const time = (entry: THistoryEntry) => new Date(entry.at).getTime();
  return entries.sort((a, b) => time(a) - time(b) || a.rank - b.rank || a.key.localeCompare(b.key)).map(({ key, at, text }) => ({ key, at, text }));
}
