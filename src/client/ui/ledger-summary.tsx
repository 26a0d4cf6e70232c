import type { TJobLedgerView } from "@/shared/schemas/ledger.ts";
import { formatMoney } from "@/client/lib/format.ts";
import { taxLabel } from "@/shared/rules/ledger.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4 py-1 text-sm">
      <dt className={strong ? "font-semibold text-slate-900" : "text-slate-600"}>{label}</dt>
      <dd className={strong ? "text-right font-semibold text-slate-900 tabular-nums" : "text-right text-slate-900 tabular-nums"}>{value}</dd>
    </div>
  );
}

/**
 * A job's money as the server's ledger computed it (decision 0135): the price lines, the
 * discount, the tax as its own line, the total, the credit notes, what was paid and refunded, and what is left
 * (or owed back). The customer's booking, the admin's job and the invoice all show this one block,
 * in the page's language (the staff's pages are English).
 */
export function LedgerSummary({ ledger, paidLabel = m.mybookings_ledger_paid() }: { ledger: TJobLedgerView; paidLabel?: string }) {
  const taxed = ledger.lines.some((line) => line.taxable);
  return (
    <dl>
      {ledger.lines.map((line, index) => (
        <Row key={`${index}-${line.description}`} label={line.description} value={formatMoney(line.amount)} />
      ))}
      <Row label={m.booking_subtotal()} value={formatMoney(ledger.subtotal)} />
      {ledger.discount > 0 ? <Row label={m.mybookings_ledger_discount()} value={`−${formatMoney(ledger.discount)}`} /> : null}
      {taxed ? <Row label={taxLabel(ledger.tax_rate_percent)} value={formatMoney(ledger.tax)} /> : null}
      <Row label={m.booking_total()} value={formatMoney(ledger.total)} strong />
      {ledger.credited > 0 ? <Row label={m.mybookings_ledger_credit_notes()} value={`−${formatMoney(ledger.credited)}`} /> : null}
      <Row label={paidLabel} value={formatMoney(ledger.paid)} />
      {ledger.refunded > 0 ? <Row label={m.mybookings_ledger_refunded()} value={`−${formatMoney(ledger.refunded)}`} /> : null}
      {ledger.refund_owed > 0 ? (
        <Row label={m.mybookings_ledger_refund_owed()} value={formatMoney(ledger.refund_owed)} strong />
      ) : (
        // The spec's "Remaining balance" is before tax (customer-side.md §9); this one is of the
        // total with tax, so it says so, as the booking dialog and the receipt do.
        <Row label={taxed ? m.booking_remaining_tax() : m.booking_remaining()} value={formatMoney(ledger.due)} strong />
      )}
    </dl>
  );
}
