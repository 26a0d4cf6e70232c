import type { TInvoiceFilter } from "@/shared/schemas/invoices.ts";
import { FilterTabs } from "@/client/ui/filter-tabs.tsx";
import { SearchField } from "@/client/ui/search-field.tsx";

const FILTER_LABELS: Record<TInvoiceFilter, string> = { all: "All", unpaid: "Unpaid", paid: "Paid", void: "Void" };
const FILTER_ORDER: TInvoiceFilter[] = ["all", "unpaid", "paid", "void"];

type TInvoicesToolbarProps = {
  q: string;
  status: TInvoiceFilter;
  counts: { unpaid: number; paid: number; void: number } | null;
  onChange: (changes: { q?: string; status?: TInvoiceFilter }) => void;
};

/** Search (number, customer, e-mail, job) and the unpaid/paid/void filter, both kept in the URL. */
export function InvoicesToolbar({ q, status, counts, onChange }: TInvoicesToolbarProps) {
  const count = (filter: TInvoiceFilter) => (counts ? (filter === "all" ? counts.unpaid + counts.paid + counts.void : counts[filter]) : null);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <SearchField label="Search invoices" placeholder="Number, customer, e-mail or job" value={q} onSearch={(next) => onChange({ q: next })} />
      <FilterTabs
        label="Show invoices"
        options={FILTER_ORDER}
        labels={FILTER_LABELS}
        value={status}
        count={count}
        onChange={(next) => onChange({ status: next })}
      />
    </div>
  );
}
