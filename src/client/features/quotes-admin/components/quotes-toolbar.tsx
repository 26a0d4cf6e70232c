import type { TQuoteFilter } from "@/shared/schemas/quotes-admin.ts";
import { FilterTabs } from "@/client/ui/filter-tabs.tsx";
import { SearchField } from "@/client/ui/search-field.tsx";

const FILTER_LABELS: Record<TQuoteFilter, string> = { new: "New", answered: "Answered", all: "All" };
const FILTER_ORDER: TQuoteFilter[] = ["all", "new", "answered"];

type TQuotesToolbarProps = {
  q: string;
  status: TQuoteFilter;
  counts: { new: number; answered: number } | null;
  onChange: (changes: { q?: string; status?: TQuoteFilter }) => void;
};

/** Search (name, e-mail, phone, service) and the new/answered filter, both kept in the URL. */
export function QuotesToolbar({ q, status, counts, onChange }: TQuotesToolbarProps) {
  const count = (filter: TQuoteFilter) => (counts ? (filter === "all" ? counts.new + counts.answered : counts[filter]) : null);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <SearchField label="Search quotes" placeholder="Name, e-mail, phone or service" value={q} onSearch={(next) => onChange({ q: next })} />
      <FilterTabs
        label="Show quotes"
        options={FILTER_ORDER}
        labels={FILTER_LABELS}
        value={status}
        count={count}
        onChange={(next) => onChange({ status: next })}
      />
    </div>
  );
}
