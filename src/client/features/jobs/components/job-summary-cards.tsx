import type { ComponentType, ReactNode } from "react";
import { Briefcase, CalendarDays, CircleCheck, CirclePause, Clock, DollarSign, MapPin, RotateCw, TrendingDown, TrendingUp, TriangleAlert } from "lucide-react";
import type { TJobSummary } from "@/shared/schemas/jobs.ts";
import { formatMoney } from "@/client/lib/format.ts";
import { cn } from "@/client/lib/cn.ts";
import { Button } from "@/client/ui/button.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { useJobSummary } from "../api/get-job-summary.ts";
import { lazy } from "@/client/lib/lazy.ts";

// staff-side.md §9 summary cards: eight cards over every job, computed by the server.
// The 'Total Jobs' trend is this 30 days against the 30 before, never a fixed '+12%'.

const count = lazy(() => new Intl.NumberFormat("en-US"));
const hours = lazy(() => new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }));
const compactMoney = lazy(() => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", notation: "compact", maximumFractionDigits: 1 }));

type TCard = {
  label: string;
  value: ReactNode;
  detail: ReactNode;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  tone: string;
};

/** Large sums read short on the card ("$152.3M"); a screen reader hears the exact amount. */
function Money({ cents }: { cents: number }) {
  if (cents < 100_000_00) return <>{formatMoney(cents)}</>;
  return (
    <>
      <span aria-hidden="true">{compactMoney().format(cents / 100)}</span>
      <span className="sr-only">{formatMoney(cents)}</span>
    </>
  );
}

function Trend({ percent }: { percent: number | null }) {
  if (percent === null) return <>No jobs in the 30 days before to compare</>;
  const Icon = percent < 0 ? TrendingDown : TrendingUp;
  const sign = percent > 0 ? "+" : "";
  return (
    <span className={cn("inline-flex items-center gap-1", percent < 0 ? "text-red-700" : "text-emerald-700")}>
      <Icon aria-hidden className="size-3.5 shrink-0" />
      {`${sign}${percent}% vs the previous 30 days`}
    </span>
  );
}

function cardsOf(summary: TJobSummary): TCard[] {
  return [
    {
      label: "Total Jobs",
      value: count().format(summary.total),
      detail: <Trend percent={summary.total_trend_percent} />,
      icon: Briefcase,
      tone: "bg-brand-50 text-brand-700",
    },
    {
      label: "Completed",
      value: count().format(summary.completed),
      detail: `${summary.completion_rate_percent}% completion rate`,
      icon: CircleCheck,
      tone: "bg-emerald-50 text-emerald-700",
    },
    {
      label: "In Progress",
      value: count().format(summary.in_progress),
      detail: `${count().format(summary.scheduled)} scheduled`,
      icon: Clock,
      tone: "bg-sky-50 text-sky-700",
    },
    {
      label: "Revenue",
      value: <Money cents={summary.revenue} />,
      detail: (
        <>
          <Money cents={summary.billed_before_tax} /> billed before tax
        </>
      ),
      icon: DollarSign,
      tone: "bg-amber-50 text-amber-700",
    },
    {
      label: "High Priority",
      value: count().format(summary.high_priority),
      detail: `${count().format(summary.pending)} pending`,
      icon: TriangleAlert,
      tone: "bg-red-50 text-red-700",
    },
    {
      label: "Today's Jobs",
      value: count().format(summary.today),
      detail: `${count().format(summary.next_7_days)} in the next 7 days`,
      icon: CalendarDays,
      tone: "bg-violet-50 text-violet-700",
    },
    {
      label: "Locations",
      value: count().format(summary.locations),
      detail: `${hours().format(summary.total_estimated_hours)} estimated hours`,
      icon: MapPin,
      tone: "bg-teal-50 text-teal-700",
    },
    {
      label: "On Hold",
      value: count().format(summary.on_hold),
      detail: `${count().format(summary.cancelled)} cancelled`,
      icon: CirclePause,
      tone: "bg-slate-100 text-slate-700",
    },
  ];
}

const GRID = "grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4";
const CARD = "flex min-h-28 min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4";

/** The eight summary cards of Jobs Management (and the admin home), fetched on their own. */
export function JobSummaryCards() {
  const summary = useJobSummary();

  return (
    <section aria-labelledby="job-summary-heading">
      <h2 id="job-summary-heading" className="sr-only">
        Jobs summary
      </h2>
      {summary.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>The jobs summary could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void summary.refetch()}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : summary.isPending ? (
        <div role="status" aria-label="Loading the jobs summary" className={GRID}>
          {Array.from({ length: 8 }, (_, index) => (
            <div key={index} className={CARD}>
              <Skeleton className="h-5 w-20" />
              <Skeleton className="mt-2 h-8 w-24" />
              <Skeleton className="mt-2 h-3 w-full max-w-28" />
            </div>
          ))}
        </div>
      ) : (
        <dl className={GRID}>
          {cardsOf(summary.data).map((card) => (
            <div key={card.label} className={CARD}>
              <dt className="flex items-start justify-between gap-2 text-sm font-medium text-slate-600">
                {card.label}
                <span className={cn("hidden rounded-lg p-1.5 sm:inline-flex", card.tone)}>
                  <card.icon aria-hidden className="size-4" />
                </span>
              </dt>
              <dd className="mt-1 truncate text-2xl font-bold text-slate-900 tabular-nums">{card.value}</dd>
              <dd className="mt-1 text-xs text-slate-600">{card.detail}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
