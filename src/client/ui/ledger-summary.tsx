import type { TJobLedgerView } from "@/shared/schemas/ledger.ts";
import { formatMoney } from "@/client/lib/format.ts";
import { taxLabel } from "@/shared/rules/ledger.ts";

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
 * (or owed back). The customer's booking, the admin's job and the invoice all show this one block.
 */
export function LedgerSummary({ ledger, paidLabel = "Paid" }: { ledger: TJobLedgerView; paidLabel?: string }) {
  const taxed = ledger.lines.some((line) => line.taxable);
  return (
    <dl>
      {ledger.lines.map((line, index) => (
        <Row key={`${index}-${line.description}`} label={line.description} value={formatMoney(line.amount)} />
      ))}
      <Row label="Subtotal" value={formatMoney(ledger.subtotal)} />
      {ledger.discount > 0 ? <Row label="Discount" value={`−${formatMoney(ledger.discount)}`} /> : null}
      {taxed ? <Row label={taxLabel(ledger.tax_rate_percent)} value={formatMoney(ledger.tax)} /> : null}
      <Row label="Total" value={formatMoney(ledger.total)} strong />
      {ledger.credited > 0 ? <Row label="Credit notes" value={`−${formatMoney(ledger.credited)}`} /> : null}
      <Row label={paidLabel} value={formatMoney(ledger.paid)} />
      {ledger.refunded > 0 ? <Row label="Refunded" value={`−${formatMoney(ledger.refunded)}`} /> : null}
      {ledger.refund_owed > 0 ? (
        <Row label="Refund owed" value={formatMoney(ledger.refund_owed)} strong />
      ) : (
        // The spec's "Remaining balance" is before tax (customer-side.md §9); this one is of the
        // total with tax, so it says so, as the booking dialog and the receipt do.
        <Row label={taxed ? "Remaining balance with tax" : "Remaining balance"} value={formatMoney(ledger.due)} strong />
      )}
    </dl>
  );
}
