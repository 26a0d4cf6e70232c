import { useState } from "react";
import type { TAdminQuote } from "@/shared/schemas/quotes-admin.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { PageHeader } from "@/client/ui/page-header.tsx";
import { useAdminQuotes } from "../api/get-admin-quotes.ts";
import { AnswerQuoteDialog } from "../components/answer-quote-dialog.tsx";
import { ConvertQuoteDialog } from "../components/convert-quote-dialog.tsx";
import type { TQuoteAction } from "../components/quote-details.tsx";
import { QuoteDialog } from "../components/quote-dialog.tsx";
import { QuoteList } from "../components/quote-list.tsx";
import { QuotesToolbar } from "../components/quotes-toolbar.tsx";
import { useQuotesParams } from "../components/use-quotes-params.ts";

/**
 * Quotes (`/admin/quotes`): the landing page's quote requests, newest first, searched
 * and filtered on the server. Each is marked answered with a note, or turned into a job.
 */
export function AdminQuotesPage() {
  usePageTitle("Quotes");
  const { filters, openQuote, update } = useQuotesParams();
  // The same query the list reads: its first page carries the filter counts.
  const counts = useAdminQuotes(filters).data?.pages[0]?.counts ?? null;
  const [acting, setActing] = useState<{ action: TQuoteAction; quote: TAdminQuote } | null>(null);
  const act = (action: TQuoteAction, quote: TAdminQuote) => setActing({ action, quote });

  return (
    <>
      <PageHeader title="Quotes" description="Quote requests from the website. Answer each one, or turn it into a job." />
      <div className="space-y-4">
        <QuotesToolbar q={filters.q} status={filters.status} counts={counts} onChange={update} />
        <QuoteList filters={filters} onAction={act} />
      </div>

      {openQuote && !acting ? (
        <QuoteDialog
          id={openQuote}
          onClose={() => update({ quote: null })}
          onAction={(action, quote) => {
            update({ quote: null });
            act(action, quote);
          }}
        />
      ) : null}
      {acting?.action === "answer" ? <AnswerQuoteDialog quote={acting.quote} onClose={() => setActing(null)} /> : null}
      {acting?.action === "convert" ? <ConvertQuoteDialog quote={acting.quote} onClose={() => setActing(null)} /> : null}
    </>
  );
}
