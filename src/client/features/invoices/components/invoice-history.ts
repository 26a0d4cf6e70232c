import type { TInvoiceDetail } from "@/shared/schemas/invoices.ts";
import { formatDateTime, formatMoney } from "@/client/lib/format.ts";

export type THistoryEntry = { key: string; at: string; text: string };

type THistorySource = Pick<TInvoiceDetail, "issued_at" | "issued_by_name" | "lines_from" | "payment" | "paid_at" | "paid_by_name" | "emails">;

const by = (name: string | null) => (name ? ` by ${name}` : "");

/**
 * What happened to an invoice, in the order it happened: issued, e-mailed, paid, e-mailed again.
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
  if (invoice.payment) {
    const { amount, created_at } = invoice.payment;
    entries.push({
      key: "paid",
      rank: 1,
      at: created_at,
      text: `Payment of ${formatMoney(amount)} recorded ${formatDateTime(created_at)}${by(invoice.paid_by_name)}.`,
    });
  } else if (invoice.paid_at) {
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
  const time = (entry: THistoryEntry) => new Date(entry.at).getTime();
  return entries.sort((a, b) => time(a) - time(b) || a.rank - b.rank || a.key.localeCompare(b.key)).map(({ key, at, text }) => ({ key, at, text }));
}
