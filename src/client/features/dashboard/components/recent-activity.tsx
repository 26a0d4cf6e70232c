import { CalendarCheck, CalendarX, CircleCheckBig, CreditCard, History, Siren } from "lucide-react";
import type { TAccountOverview } from "@/shared/schemas/account.ts";
import { formatDateTime, formatRelativeTime } from "@/client/lib/format.ts";
import { Card, CardContent, CardTitle } from "@/client/ui/card.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { activityDetail, activityTitle } from "./activity-text.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

type TActivity = TAccountOverview["recent_activity"][number];

const KINDS: Record<TActivity["kind"], { icon: typeof History; tone: string }> = {
  booking: { icon: CalendarCheck, tone: "bg-brand-50 text-brand-700" },
  emergency: { icon: Siren, tone: "bg-red-50 text-red-700" },
  cancelled: { icon: CalendarX, tone: "bg-slate-100 text-slate-700" },
  payment: { icon: CreditCard, tone: "bg-violet-50 text-violet-700" },
  completed: { icon: CircleCheckBig, tone: "bg-green-50 text-green-700" },
};

/** An entry's line, its service marked English when the business wrote no Spanish for it. */
function ActivityDetail({ item }: { item: TActivity }) {
  const { before, service, after } = activityDetail(item);
  return (
    <p className="text-sm break-words text-slate-600">
      {before}
      {service ? <span lang={service.lang}>{service.name}</span> : null}
      {after}
    </p>
  );
}

/** Recent Activity (DESIGN.md Placeholders): the customer's own bookings, payments and finished jobs. */
export function RecentActivity({ activity, loading, failed }: { activity: TActivity[] | undefined; loading: boolean; failed: boolean }) {
  return (
    <Card aria-labelledby="activity-heading" role="region" className="h-full">
      <div className="p-6 pb-0">
        <CardTitle id="activity-heading" className="flex items-center gap-2">
          <History aria-hidden="true" className="size-5 text-brand-600" />
          {m.dash_activity_title()}
        </CardTitle>
      </div>
      <CardContent className="pt-4">
        {loading ? (
          // Rows of an activity's height: its icon, a title and a detail line.
          <div role="status" aria-label={m.dash_activity_loading()} className="space-y-1">
            {[0, 1, 2].map((index) => (
              <div key={index} className="flex items-start gap-3 p-2">
                <Skeleton className="size-9 shrink-0 rounded-full" />
                <div className="flex-1 space-y-2 py-1">
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-3.5 w-1/2" />
                </div>
              </div>
            ))}
          </div>
        ) : failed ? (
          <p className="py-6 text-center text-slate-600">{m.dash_activity_failed()}</p>
        ) : !activity || activity.length === 0 ? (
          <p className="py-6 text-center text-slate-600">{m.dash_activity_empty()}</p>
        ) : (
          <ol className="space-y-1">
            {activity.map((item) => {
              const { icon: Icon, tone } = KINDS[item.kind];
              return (
                <li key={`${item.kind}-${item.at}-${item.detail}`} className="flex items-start gap-3 rounded-lg p-2">
                  <span className={`grid size-9 shrink-0 place-items-center rounded-full ${tone}`}>
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                  <div className="min-w-0 flex-1 sm:flex sm:items-start sm:justify-between sm:gap-3">
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{activityTitle(item.title)}</p>
                      <ActivityDetail item={item} />
                    </div>
                    <time dateTime={item.at} title={formatDateTime(item.at)} className="block shrink-0 text-xs whitespace-nowrap text-slate-600 sm:pt-1">
                      {formatRelativeTime(item.at)}
                    </time>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
