import { INBOX_FILTERS, type TInboxFilter } from "@/shared/schemas/inbox.ts";
import { FilterTabs } from "@/client/ui/filter-tabs.tsx";
import { SearchField } from "@/client/ui/search-field.tsx";

const LABELS: Record<TInboxFilter, string> = { all: "All", unread: "Unread", open: "Open", resolved: "Resolved" };

/** Search by name or e-mail, and the filter, both kept in the URL. */
export function InboxToolbar({ q, filter, onChange }: { q: string; filter: TInboxFilter; onChange: (changes: { q?: string; filter?: string }) => void }) {
  return (
    <div className="space-y-3">
      <SearchField label="Search conversations" placeholder="Name or e-mail" value={q} onSearch={(next) => onChange({ q: next })} className="w-full" />
      <FilterTabs label="Show" options={INBOX_FILTERS} labels={LABELS} value={filter} onChange={(next) => onChange({ filter: next })} />
    </div>
  );
}
