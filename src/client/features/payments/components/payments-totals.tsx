import type { TPaymentTotals } from "@/shared/schemas/payments-admin.ts";
import { formatMoney } from "@/client/lib/format.ts";
import { cn } from "@/client/lib/cn.ts";

/** The filter's totals, computed on the server: how many payments, the money by kind, and the net. */
export function PaymentsTotals({ totals }: { totals: TPaymentTotals | null | undefined }) {
  const money = (cents: number | undefined) => (cents === undefined ? "…" : formatMoney(cents));
  const cards = [
    { label: "Payments", value: totals ? String(totals.count) : "…" },
    { label: "Deposits", value: money(totals?.by_kind.deposit) },
    { label: "Emergency fees", value: money(totals?.by_kind.emergency_fee) },
    { label: "Invoice payments", value: money(totals?.by_kind.balance) },
    { label: "Refunds", value: totals ? `${totals.by_kind.refund > 0 ? "−" : ""}${formatMoney(totals.by_kind.refund)}` : "…" },
    { label: "Net", value: money(totals?.net), strong: true },
  ];
  return (
    <section aria-label="Totals for this filter" className="space-y-2">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {cards.map((card) => (
          <div key={card.label} className={cn("rounded-2xl border bg-white p-4 shadow-sm", card.strong ? "border-brand-300" : "border-slate-200")}>
            <dt className="text-sm font-medium text-slate-600">{card.label}</dt>
            <dd className={cn("mt-1 text-xl font-bold tabular-nums", card.strong ? "text-brand-800" : "text-slate-900")}>{card.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-600">Sums count the money that moved: failed and pending payments are listed but not added up.</p>
    </section>
  );
}
