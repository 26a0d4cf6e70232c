import type { ReactNode } from "react";
import { Link } from "react-router";
import { CalendarPlus, ListChecks, Star } from "lucide-react";
import type { TAccountOverview } from "@/shared/schemas/account.ts";
import { paths } from "@/client/lib/paths.ts";
import { buttonClassName } from "@/client/ui/button.tsx";
import { Card, CardContent, CardTitle } from "@/client/ui/card.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-slate-100 py-3 last:border-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** Account Overview (DESIGN.md Placeholders): counts from the customer's own bookings and reviews. */
export function AccountOverview({ overview, loading, failed }: { overview: TAccountOverview | undefined; loading: boolean; failed: boolean }) {
  const rating = overview?.average_rating_given;
  return (
    <Card aria-labelledby="overview-heading" role="region" className="flex h-full flex-col">
      <div className="p-6 pb-0">
        <CardTitle id="overview-heading">{m.dash_overview_title()}</CardTitle>
      </div>
      <CardContent className="flex flex-1 flex-col pt-2">
        {failed ? (
          <p className="py-4 text-slate-600">{m.dash_overview_failed()}</p>
        ) : loading || !overview ? (
          // The three figures' rows, of their height.
          <div role="status" aria-label={m.dash_overview_loading()}>
            {[0, 1, 2].map((index) => (
              <div key={index} className="flex items-center justify-between gap-3 border-b border-slate-100 py-3 last:border-0">
                <Skeleton className="h-4 w-36" />
                <Skeleton className="h-7 w-10" />
              </div>
            ))}
          </div>
        ) : (
          <dl>
            <Stat label={m.dash_overview_active()} value={String(overview.active_bookings)} />
            <Stat label={m.dash_overview_completed()} value={String(overview.completed_bookings)} />
            <Stat
              label={m.dash_overview_rating()}
              value={
                rating === null || rating === undefined ? (
                  <span className="text-base font-medium text-slate-600">{m.dash_overview_no_reviews()}</span>
                ) : (
                  <span className="inline-flex items-center gap-1">
                    {rating.toFixed(1)}
                    <Star aria-hidden="true" className="size-5 fill-amber-400 text-amber-500" />
                  </span>
                )
              }
            />
          </dl>
        )}
        <div className="mt-auto grid gap-2 pt-5">
          <Link to={paths.services} className={buttonClassName({ variant: "accent" })}>
            <CalendarPlus aria-hidden="true" />
            {m.dash_book_new()}
          </Link>
          <Link to={paths.dashboardBookings} className={buttonClassName({ variant: "outline" })}>
            <ListChecks aria-hidden="true" />
            {m.dash_view_all_bookings()}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
