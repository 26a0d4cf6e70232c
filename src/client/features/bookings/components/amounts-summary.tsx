import { cn } from "@/client/lib/cn.ts";
import { formatMoney } from "@/client/lib/format.ts";

type TRow = { label: string; cents: number; emphasis?: boolean };

/** A small table of amounts, each shown with 2 decimals (customer-side.md §9). */
export function AmountsSummary({ rows, title, note, className }: { rows: TRow[]; title: string; note?: string; className?: string }) {
  return (
    <section aria-label={title} className={cn("rounded-xl border border-slate-200 bg-slate-50 p-4", className)}>
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{title}</h3>
      <dl className="space-y-1.5 text-sm">
        {rows.map((row) => (
          <div key={row.label} className={cn("flex items-baseline justify-between gap-4", row.emphasis && "border-t border-slate-200 pt-1.5")}>
            <dt className={row.emphasis ? "font-semibold text-slate-900" : "text-slate-600"}>{row.label}</dt>
            <dd className={cn("tabular-nums", row.emphasis ? "text-base font-bold text-brand-800" : "font-medium text-slate-900")}>{formatMoney(row.cents)}</dd>
          </div>
        ))}
      </dl>
      {note ? <p className="mt-2 text-xs text-slate-600">{note}</p> : null}
    </section>
  );
}
