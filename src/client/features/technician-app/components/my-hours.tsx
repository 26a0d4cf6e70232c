import { errorMessage } from "@/client/lib/api-client.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { timeOffText, WEEK_ORDER, WEEKDAY_NAMES, workingDayText } from "@/shared/rules/technician-availability.ts";
import { useMyHours } from "../api/get-my-hours.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

/** Decision 0152: the technician's own working week, skills and time off, read-only (the office sets them). */
export function MyHours() {
  const hours = useMyHours();
  return (
    <section aria-labelledby="my-hours-heading" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="my-hours-heading" className="text-lg font-semibold text-slate-900">
        {m.tech_hours_title()}
      </h2>
      {hours.isPending ? (
        <div role="status" aria-label={m.tech_hours_loading()}>
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : hours.isError ? (
        <Alert variant="destructive" title={m.tech_hours_failed()}>
          <p>{errorMessage(hours.error)}</p>
        </Alert>
      ) : (
        <>
          {hours.data.weekly_hours === null ? (
            <p className="text-sm text-slate-600">{m.tech_hours_not_set()}</p>
          ) : (
            <dl aria-label={m.tech_hours_working()} className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {WEEK_ORDER.map((day) => (
                <div key={day} className="contents">
                  <dt className="font-medium text-slate-700">{WEEKDAY_NAMES[day]}</dt>
                  <dd className="text-slate-900 tabular-nums">{workingDayText(hours.data.weekly_hours?.[day] ?? null)}</dd>
                </div>
              ))}
            </dl>
          )}
          <p className="text-sm text-slate-700">
            <span className="font-medium">{m.tech_hours_skills()}</span>
            {hours.data.skills.length === 0 ? m.tech_hours_all_work() : hours.data.skills.join(", ")}
          </p>
          <h3 className="font-semibold text-slate-900">{m.tech_hours_time_off()}</h3>
          {hours.data.time_off.length === 0 ? (
            <p className="text-sm text-slate-600">{m.tech_hours_no_time_off()}</p>
          ) : (
            <ul aria-label={m.tech_hours_my_time_off()} className="space-y-2 text-sm">
              {hours.data.time_off.map((entry) => (
                <li key={entry.id} className="rounded-lg border border-slate-100 px-3 py-2">
                  <p className="font-medium text-slate-900">{timeOffText(entry)}</p>
                  <p className="break-words text-slate-600">{entry.reason}</p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
