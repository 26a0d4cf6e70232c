import { Link } from "react-router";
import { Briefcase, CheckCheck, Mail, Phone } from "lucide-react";
import { JOB_STATUS_LABELS } from "@/shared/rules/job-status.ts";
import type { TAdminQuote } from "@/shared/schemas/quotes-admin.ts";
import { formatDateTime, formatRelativeTime, telHref } from "@/client/lib/format.ts";
import { paths } from "@/client/lib/paths.ts";
import { Badge } from "@/client/ui/badge.tsx";
import { Button } from "@/client/ui/button.tsx";

export type TQuoteAction = "answer" | "convert";

export function QuoteStatusBadge({ quote }: { quote: TAdminQuote }) {
  if (quote.job) return <Badge variant="brand">Job created</Badge>;
  return quote.status === "new" ? <Badge variant="accent">New</Badge> : <Badge variant="success">Answered</Badge>;
}

/** One quote request: who, what, how to reach them, how it was answered, its job, and what is left to do. */
export function QuoteDetails({
  quote,
  onAction,
  headingLevel: Heading = "h2",
}: {
  quote: TAdminQuote;
  onAction: (action: TQuoteAction) => void;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading className="font-semibold break-words text-slate-900">{quote.name}</Heading>
          <p className="text-sm text-slate-600">
            {quote.service} ·{" "}
            <time dateTime={quote.created_at} title={formatDateTime(quote.created_at)}>
              {formatRelativeTime(quote.created_at)}
            </time>
          </p>
        </div>
        <QuoteStatusBadge quote={quote} />
      </div>

      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-800">{quote.message}</p>

      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href={telHref(quote.phone)} className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-4 hover:underline">
          <Phone aria-hidden="true" className="size-4" />
          {quote.phone}
        </a>
        {quote.email ? (
          <a
            href={`mailto:${quote.email}`}
            className="inline-flex min-w-0 items-center gap-1.5 font-medium break-all text-brand-700 underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {quote.email}
          </a>
        ) : (
          <span className="text-slate-600">No e-mail given</span>
        )}
      </div>

      {quote.status === "answered" ? (
        <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
          <p className="flex items-center gap-1.5 font-medium text-slate-800">
            <CheckCheck aria-hidden="true" className="size-4 text-green-700" />
            Answered{quote.answered_by_name ? ` by ${quote.answered_by_name}` : ""}
            {quote.answered_at ? `, ${formatDateTime(quote.answered_at)}` : ""}
          </p>
          {quote.answer_note ? <p className="mt-1 break-words whitespace-pre-line text-slate-700">{quote.answer_note}</p> : null}
          {quote.job ? (
            <p className="mt-1">
              <Link
                to={`${paths.adminJobs}?job=${encodeURIComponent(quote.job.id)}`}
                className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                <Briefcase aria-hidden="true" className="size-4" />
                Job: {quote.job.title}
              </Link>{" "}
              <span className="text-slate-600">({JOB_STATUS_LABELS[quote.job.status]})</span>
            </p>
          ) : null}
        </div>
      ) : null}

      {quote.status === "new" || !quote.job ? (
        <div className="flex flex-wrap gap-2 pt-1">
          {quote.status === "new" ? (
            <Button size="sm" variant="outline" onClick={() => onAction("answer")}>
              <CheckCheck aria-hidden="true" />
              Mark Answered<span className="sr-only"> for {quote.name}</span>
            </Button>
          ) : null}
          {!quote.job ? (
            <Button size="sm" onClick={() => onAction("convert")}>
              <Briefcase aria-hidden="true" />
              Turn into Job<span className="sr-only"> for {quote.name}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
