import { Link } from "react-router";
import { Timer } from "lucide-react";
import type { THomePromise } from "@/shared/schemas/admin-home.ts";
import { formatRelativeTime } from "@/client/lib/format.ts";
import { HomeEmpty, HomeSection } from "./home-section.tsx";
import { jobHref } from "./job-labels.ts";

/** "96 % within 2 hours": this month's share of decided promises kept, as the server counted it. */
export function promiseHeadline(promise: THomePromise): string {
  return promise.percent === null ? "No emergency decided this month yet" : `${promise.percent} % within 2 hours`;
}

/** The 2-hour promise: this month's figure and the latest emergencies' outcomes. */
export function PromiseCard({ promise, now }: { promise: THomePromise; now: Date }) {
  return (
    <HomeSection id="promise-heading" title="Emergency promise" icon={Timer}>
      <div className="px-4 pt-3 pb-2 sm:px-5">
        <p className="text-xl font-semibold text-slate-900" data-testid="promise-figure">
          {promiseHeadline(promise)}
        </p>
        {promise.decided > 0 ? (
          <p className="text-sm text-slate-600">
            This month: {promise.kept} kept, {promise.missed} missed
          </p>
        ) : null}
      </div>
      {promise.recent.length === 0 ? (
        <HomeEmpty>No emergency of the last 30 days is decided yet.</HomeEmpty>
      ) : (
        <ol className="divide-y divide-slate-100 py-1">
          {promise.recent.map((row) => {
            const content = (
              <>
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900">{row.customer_name || "A customer"}</span>
                  <span className={`block text-sm ${row.kept ? "text-emerald-700" : "text-red-700"}`}>
                    {row.kept
                      ? `Kept, ${row.minutes} min to spare`
                      : row.arrived_at
                        ? `Missed by ${row.minutes} min`
                        : `Missed: not arrived, ${row.minutes} min late`}
                  </span>
                </span>
                <span className="shrink-0 text-xs text-slate-600">{formatRelativeTime(row.arrived_at ?? row.due_at, now)}</span>
              </>
            );
            const className = "flex items-start justify-between gap-3 px-4 py-2.5 sm:px-5";
            return (
              <li key={row.booking_id}>
                {row.job_id ? (
                  <Link to={jobHref(row.job_id)} className={`${className} hover:bg-slate-50`}>
                    {content}
                  </Link>
                ) : (
                  <div className={className}>{content}</div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </HomeSection>
  );
}
