import type { TInvoiceSummary } from "@/shared/schemas/invoices.ts";
import { formatMoney } from "@/client/lib/format.ts";

/** The figures above the list, from the server: what is owed, by how many invoices, and what is paid. */
export function InvoiceSummaryCards({ summary }: { summary: TInvoiceSummary | undefined }) {
  const cards = [
    { label: "Outstanding", value: summary ? formatMoney(summary.unpaid.balance) : "…" },
    { label: "Unpaid invoices", value: summary ? String(summary.unpaid.count) : "…" },
    { label: "Paid invoices", value: summary ? String(summary.paid.count) : "…" },
  ];
  return (
    <dl aria-label="Invoice totals" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {cards.map((card) => (
        <div key={card.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{card.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
