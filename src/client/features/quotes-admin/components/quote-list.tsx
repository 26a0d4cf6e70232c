import { EmptyState, ListState, LoadMore } from "@/client/ui/list-state.tsx";
import { FileText } from "lucide-react";
import type { TAdminQuote } from "@/shared/schemas/quotes-admin.ts";
import { Card } from "@/client/ui/card.tsx";
import { useAdminQuotes } from "../api/get-admin-quotes.ts";
import type { TQuoteListFilters } from "../api/quotes-admin-keys.ts";
import { QuoteDetails, type TQuoteAction } from "./quote-details.tsx";

type TQuoteListProps = {
  filters: TQuoteListFilters;
  onAction: (action: TQuoteAction, quote: TAdminQuote) => void;
};

/** The quote requests the filters select, newest first, a page at a time ("Load more"). */
export function QuoteList({ filters, onAction }: TQuoteListProps) {
  const quotes = useAdminQuotes(filters);
  const rows = quotes.data?.pages.flatMap((page) => page.items) ?? [];

  const filtered = Boolean(filters.q) || filters.status !== "all";
  return (
    <ListState
      query={quotes}
      empty={rows.length === 0}
      loadingLabel="Loading quote requests"
      rowClassName="h-40 rounded-2xl"
      errorTitle="Failed to fetch quote requests"
      emptyState={
        <EmptyState
          icon={FileText}
          title={filtered ? "No quote requests found" : "No quote requests yet"}
          description={filtered ? "Try adjusting your search or filter." : "Requests sent from the website's quote form appear here."}
        />
      }
    >
      <ul aria-label="Quote requests" className="space-y-3">
        {rows.map((quote) => (
          <li key={quote.id}>
            <Card className="p-4 sm:p-5">
              <QuoteDetails quote={quote} onAction={(action) => onAction(action, quote)} />
            </Card>
          </li>
        ))}
      </ul>
      <LoadMore query={quotes} />
    </ListState>
  );
}
