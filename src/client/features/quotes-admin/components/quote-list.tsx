import { FileText } from "lucide-react";
import type { TAdminQuote } from "@/shared/schemas/quotes-admin.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Card } from "@/client/ui/card.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
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

  if (quotes.isPending) {
    return (
      <div role="status" aria-label="Loading quote requests" className="space-y-3">
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  }
  if (quotes.isError) {
    return (
      <Alert variant="destructive" title="Failed to fetch quote requests">
        <p>{errorMessage(quotes.error)}</p>
        <Button variant="link" className="h-auto p-0" onClick={() => void quotes.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (rows.length === 0) {
    const filtered = Boolean(filters.q) || filters.status !== "all";
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <FileText aria-hidden="true" className="mx-auto size-10 text-slate-400" />
        <p className="mt-3 text-lg font-semibold text-slate-900">{filtered ? "No quote requests found" : "No quote requests yet"}</p>
        <p className="mt-1 text-slate-600">{filtered ? "Try adjusting your search or filter." : "Requests sent from the website's quote form appear here."}</p>
      </div>
    );
  }

  return (
    <>
      <ul aria-label="Quote requests" className="space-y-3">
        {rows.map((quote) => (
          <li key={quote.id}>
            <Card className="p-4 sm:p-5">
              <QuoteDetails quote={quote} onAction={(action) => onAction(action, quote)} />
            </Card>
          </li>
        ))}
      </ul>
      {quotes.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" disabled={quotes.isFetchingNextPage} onClick={() => void quotes.fetchNextPage()}>
            {quotes.isFetchingNextPage ? <Spinner /> : null}
            Load more
          </Button>
        </div>
      ) : null}
    </>
  );
}
