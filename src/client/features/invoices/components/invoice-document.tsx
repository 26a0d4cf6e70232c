import type { TMyInvoiceDetail } from "@/shared/schemas/invoices.ts";
import { formatCreditNoteNumber } from "@/shared/rules/invoice.ts";
import { englishOnlyLang } from "@/shared/rules/content-language.ts";
import { taxLabel } from "@/shared/rules/ledger.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { formatMoney } from "@/client/lib/format.ts";
import { useLocale } from "@/client/lib/i18n.ts";
import { formatIssued, formatQuantity } from "./invoice-format.ts";

const TH = "py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase";

/**
 * The bill itself: who it is for, the lines, tax, total, the deposit already paid and
 * the balance. The dialog and the printable page show the same one, in the page's language: the
 * office's (under /admin) English, the customer's the one they chose (decision 0179). What the
 * business wrote (the job's title, the lines, a reason) is English only, marked so on a Spanish page.
 */
export function InvoiceDocument({ invoice }: { invoice: TMyInvoiceDetail }) {
  const written = englishOnlyLang(useLocale());
  const place = [invoice.service_address, [invoice.service_city, invoice.service_state].filter(Boolean).join(", "), invoice.service_zip]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="space-y-5 text-sm text-slate-800">
      {invoice.voided_at ? (
        // Decision 0143: a void invoice is kept as it was issued, marked void with its reason.
        <p role="note" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">
          <span className="font-semibold">{m.invoice_void()}</span> {m.invoice_void_since()}{" "}
          <time dateTime={invoice.voided_at}>{formatIssued(invoice.voided_at)}</time>: <span lang={written}>{invoice.void_reason}</span>.{" "}
          {m.invoice_void_cannot_pay()}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-label={m.invoice_bill_to()}>
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{m.invoice_bill_to()}</h3>
          <p className="mt-1 font-semibold text-slate-900">{invoice.customer_name}</p>
          <p className="break-all">{invoice.customer_email}</p>
          {invoice.customer_phone ? <p>{invoice.customer_phone}</p> : null}
          <p>{place}</p>
        </section>
        <section aria-label={m.invoice_details()} className="sm:text-right">
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{m.invoice_for()}</h3>
          <p lang={written} className="mt-1 font-semibold text-slate-900">
            {invoice.job_title}
          </p>
          <p>
            {m.invoice_issued()} <time dateTime={invoice.issued_at}>{formatIssued(invoice.issued_at)}</time>
          </p>
          {invoice.paid_at ? (
            <p>
              {m.invoice_paid()} <time dateTime={invoice.paid_at}>{formatIssued(invoice.paid_at)}</time>
            </p>
          ) : null}
        </section>
      </div>

      <table className="w-full">
        <caption className="sr-only">{m.invoice_lines()}</caption>
        <thead className="border-b border-slate-300">
          <tr>
            <th scope="col" className={`${TH} pr-3`}>
              {m.invoice_description()}
            </th>
            <th scope="col" className={`${TH} hidden pr-3 text-right sm:table-cell print:table-cell`}>
              {m.invoice_qty()}
            </th>
            <th scope="col" className={`${TH} hidden pr-3 text-right sm:table-cell print:table-cell`}>
              {m.invoice_unit_price()}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {m.invoice_amount()}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {invoice.lines.map((line, index) => (
            <tr key={index}>
              <td className="py-2 pr-3 align-top">
                <span lang={written}>{line.description}</span>
                <span className="block text-xs text-slate-600 sm:hidden print:hidden">
                  {formatQuantity(line.quantity)} × {formatMoney(line.unit_amount)}
                </span>
              </td>
              <td className="hidden py-2 pr-3 text-right align-top tabular-nums sm:table-cell print:table-cell">{formatQuantity(line.quantity)}</td>
              <td className="hidden py-2 pr-3 text-right align-top tabular-nums sm:table-cell print:table-cell">{formatMoney(line.unit_amount)}</td>
              <td className="py-2 text-right align-top tabular-nums">{formatMoney(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl aria-label={m.invoice_totals()} className="ml-auto w-full max-w-xs space-y-1.5 border-t border-slate-300 pt-3">
        <Total label={m.invoice_subtotal()} value={formatMoney(invoice.subtotal)} />
        <Total label={taxLabel(invoice.tax_rate_percent)} value={formatMoney(invoice.tax)} />
        <Total label={m.invoice_total()} value={formatMoney(invoice.total)} strong />
        {/* Decision 0138: credit notes give part of the bill back; the total stands as issued. */}
        {invoice.ledger.credited > 0 ? <Total label={m.invoice_credit_notes()} value={`−${formatMoney(invoice.ledger.credited)}`} /> : null}
        {/* What was paid and is left now, from the job's ledger (decision 0135): deposits, fees and every payment since issue. */}
        <Total label={m.invoice_payments_received()} value={invoice.ledger.paid > 0 ? `−${formatMoney(invoice.ledger.paid)}` : formatMoney(0)} />
        {invoice.ledger.refunded > 0 ? <Total label={m.invoice_refunded()} value={formatMoney(invoice.ledger.refunded)} /> : null}
        <Total label={m.invoice_balance_due()} value={formatMoney(invoice.balance_due)} strong />
        {invoice.ledger.refund_owed > 0 && !invoice.voided_at ? (
          <p className="text-xs text-slate-600">{m.invoice_refund_owed({ amount: formatMoney(invoice.ledger.refund_owed) })}</p>
        ) : null}
      </dl>

      {invoice.credit_notes.length > 0 ? <CreditNotes credits={invoice.credit_notes} written={written} /> : null}
    </div>
  );
}

/** The credit notes issued against the invoice: number, date, amount and reason, oldest first. */
function CreditNotes({ credits, written }: { credits: TMyInvoiceDetail["credit_notes"]; written: "en" | undefined }) {
  return (
    <section aria-labelledby="credit-notes-heading" className="break-inside-avoid">
      <h3 id="credit-notes-heading" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {m.invoice_credit_notes()}
      </h3>
      <ul className="mt-1 divide-y divide-slate-100">
        {credits.map((credit) => (
          <li key={credit.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
            <span>
              <span className="font-semibold text-slate-900">{formatCreditNoteNumber(credit.number)}</span>{" "}
              <time dateTime={credit.created_at} className="text-slate-600">
                {formatIssued(credit.created_at)}
              </time>
              <span lang={written} className="block text-slate-700">
                {credit.reason}
              </span>
            </span>
            <span className="tabular-nums">−{formatMoney(credit.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Total({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? "flex justify-between gap-4 font-semibold text-slate-900" : "flex justify-between gap-4"}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
