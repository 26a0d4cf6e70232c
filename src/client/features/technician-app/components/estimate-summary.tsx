import type { TEstimateTotals } from "@/shared/rules/estimate.ts";
import { formatMoney } from "@/client/lib/format.ts";

/** The estimate's summary: labour, materials, subtotal, tax at the settings' rate and the total. */
export function EstimateSummary({ totals, taxRatePercent }: { totals: TEstimateTotals; taxRatePercent: number }) {
  const rows: [string, number][] = [
    ["Labor", totals.labor_cost],
    ["Materials", totals.materials_cost],
    ["Subtotal", totals.subtotal],
    [`Tax (${taxRatePercent}%)`, totals.tax],
  ];
  return (
    <dl className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm" aria-label="Estimate summary">
      {rows.map(([label, cents]) => (
        <div key={label} className="flex justify-between gap-2">
          <dt className="text-slate-700">{label}</dt>
          <dd className="text-slate-900 tabular-nums">{formatMoney(cents)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-2 border-t border-slate-300 pt-1 text-base font-bold">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid="estimate-total">
          {formatMoney(totals.total)}
        </dd>
      </div>
    </dl>
  );
}
