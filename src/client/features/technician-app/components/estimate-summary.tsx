import type { TEstimateTotals } from "@/shared/rules/estimate.ts";
import { formatMoney } from "@/client/lib/format.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

/**
 * The estimate's summary: labour, materials, subtotal, the job's first-booking discount (decision
 * 0181) when it has one, tax at the settings' rate and the total.
 */
export function EstimateSummary({ totals, taxRatePercent, discountPercent }: { totals: TEstimateTotals; taxRatePercent: number; discountPercent: number }) {
  const rows: [string, number][] = [
    [m.tech_summary_labor(), totals.labor_cost],
    [m.tech_summary_materials(), totals.materials_cost],
    [m.tech_summary_subtotal(), totals.subtotal],
    ...(totals.discount > 0 ? [[m.booking_discount_percent({ percent: discountPercent }), -totals.discount] as [string, number]] : []),
    [m.tech_summary_tax({ rate: taxRatePercent }), totals.tax],
  ];
  return (
    <dl className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm" aria-label={m.tech_summary_label()}>
      {rows.map(([label, cents]) => (
        <div key={label} className="flex justify-between gap-2">
          <dt className="text-slate-700">{label}</dt>
          <dd className="text-slate-900 tabular-nums">{formatMoney(cents)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-2 border-t border-slate-300 pt-1 text-base font-bold">
        <dt>{m.tech_summary_total()}</dt>
        <dd className="tabular-nums" data-testid="estimate-total">
          {formatMoney(totals.total)}
        </dd>
      </div>
    </dl>
  );
}
