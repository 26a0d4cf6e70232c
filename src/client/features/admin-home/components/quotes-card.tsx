import { Link } from "react-router";
import { FileText } from "lucide-react";
import type { THomeQuote } from "@/shared/schemas/admin-home.ts";
import { formatRelativeTime } from "@/client/lib/format.ts";
import { paths } from "@/client/lib/paths.ts";
import { HomeEmpty, HomeSection } from "./home-section.tsx";
import { quoteHref } from "./job-labels.ts";

/** New quote requests from the landing page, newest first; each opens in the Quotes pane. */
export function QuotesCard({ quotes, now }: { quotes: { total: number; items: THomeQuote[] }; now: Date }) {
  return (
    <HomeSection
      id="quotes-heading"
      title="New quote requests"
      icon={FileText}
      count={quotes.total}
      footer={
        <Link to={`${paths.adminQuotes}?status=new`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
          All new quotes
        </Link>
      }
    >
      {quotes.items.length === 0 ? (
        <HomeEmpty>No new quote requests.</HomeEmpty>
      ) : (
        <ol className="divide-y divide-slate-100 py-1">
          {quotes.items.map((quote) => (
            <li key={quote.id}>
              <Link to={quoteHref(quote.id)} className="group flex items-start justify-between gap-3 px-4 py-2.5 hover:bg-slate-50 sm:px-5">
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900 group-hover:text-brand-700">{quote.name}</span>
                  <span className="block truncate text-sm text-slate-600">{quote.service}</span>
                </span>
                <span className="shrink-0 text-xs text-slate-600">{formatRelativeTime(quote.created_at, now)}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </HomeSection>
  );
}
