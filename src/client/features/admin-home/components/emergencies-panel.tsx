import { Link } from "react-router";
import { CircleCheck, Mail, Phone, Siren } from "lucide-react";
import { BUSINESS_TIME_ZONE } from "@/shared/rules/dates.ts";
import { EMERGENCY_RESPONSE_MINUTES, timeLeft } from "@/shared/rules/emergency-promise.ts";
import type { THomeEmergency } from "@/shared/schemas/admin-home.ts";
import { cn } from "@/client/lib/cn.ts";
import { telHref } from "@/client/lib/format.ts";
import { buttonClassName } from "@/client/ui/button.tsx";
import { jobHref } from "./job-labels.ts";
import { lazy } from "@/client/lib/lazy.ts";

const clock = lazy(() => new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, hour: "numeric", minute: "2-digit" }));
/** Under half an hour left: the promise is at risk. */
const AT_RISK_MINUTES = 30;

const STAGES: Record<THomeEmergency["stage"], string> = {
  awaiting_details: "Details missing",
  awaiting_dispatch: "Waiting for a technician",
  awaiting_start: "Assigned, not started",
};

function TimeLeft({ emergency, now }: { emergency: THomeEmergency; now: Date }) {
  const left = timeLeft(new Date(emergency.due_at), now);
  const tone = left.overdue ? "bg-red-700 text-white" : left.minutes <= AT_RISK_MINUTES ? "bg-amber-100 text-amber-950" : "bg-green-50 text-green-900";
  return (
    <div className={cn("flex flex-col justify-center rounded-xl px-4 py-3 sm:w-44", tone)}>
      <p className="text-base leading-tight font-bold tabular-nums">{left.label}</p>
      <p className={cn("mt-0.5 text-xs", left.overdue ? "text-red-50" : "opacity-80")}>Due {clock().format(new Date(emergency.due_at))}</p>
    </div>
  );
}

function EmergencyItem({ emergency, now }: { emergency: THomeEmergency; now: Date }) {
  const overdue = timeLeft(new Date(emergency.due_at), now).overdue;
  const name = emergency.customer_name || "Name not given yet";
  const where = [emergency.service_city, emergency.response_time].filter(Boolean).join(" · ");
  return (
    <li
      className={cn(
        "flex flex-col gap-3 rounded-xl border bg-white p-3 sm:flex-row sm:items-center",
        overdue ? "border-red-300 ring-1 ring-red-200" : "border-slate-200",
      )}
    >
      <TimeLeft emergency={emergency} now={now} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {STAGES[emergency.stage]}
          {emergency.is_test ? <span className="rounded bg-slate-100 px-1.5 py-0.5 text-[0.7rem] text-slate-700">Test payment</span> : null}
        </p>
        <p className="mt-0.5 truncate font-semibold text-slate-900">{name}</p>
        <p className="text-sm text-slate-600">
          {where ? `${where} · ` : ""}Fee paid {clock().format(new Date(emergency.paid_at))}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {emergency.job_id ? (
          <Link to={jobHref(emergency.job_id)} className={buttonClassName({ size: "sm", variant: overdue ? "destructive" : "primary" })}>
            Open job<span className="sr-only"> for {name}</span>
          </Link>
        ) : null}
        {emergency.customer_phone ? (
          <a href={telHref(emergency.customer_phone)} className={buttonClassName({ size: "sm", variant: emergency.job_id ? "outline" : "primary" })}>
            <Phone aria-hidden="true" />
            {emergency.customer_phone}
          </a>
        ) : null}
        {emergency.customer_email ? (
          <a href={`mailto:${emergency.customer_email}`} className={cn(buttonClassName({ size: "sm", variant: "outline" }), "max-w-full")}>
            <Mail aria-hidden="true" />
            <span className="truncate">{emergency.customer_email}</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Paid emergencies not yet scheduled (decision 0049), the oldest payment first: overdue ones
 * lead, in red, with how long they are overdue. Each opens its job, or reaches the customer.
 */
export function EmergenciesPanel({ emergencies, now }: { emergencies: { total: number; items: THomeEmergency[] }; now: Date }) {
  if (emergencies.total === 0) {
    return (
      <section
        aria-labelledby="emergencies-heading"
        className="flex items-center gap-3 rounded-2xl border border-green-200 bg-green-50 px-5 py-3 text-green-900"
      >
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        <h2 id="emergencies-heading" className="text-sm font-semibold">
          No paid emergency is waiting to be scheduled.
        </h2>
      </section>
    );
  }
  const overdue = emergencies.items.filter((emergency) => timeLeft(new Date(emergency.due_at), now).overdue).length;
  return (
    <section aria-labelledby="emergencies-heading" className="rounded-2xl border border-red-200 bg-red-50/60 p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="emergencies-heading" className="flex items-center gap-2 text-base font-semibold text-red-900">
          <Siren aria-hidden="true" className="size-5" />
          Emergencies waiting
          <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white tabular-nums">{emergencies.total}</span>
        </h2>
        <p className="text-sm text-red-900">
          {overdue > 0 ? `${overdue} overdue · ` : ""}Answered within {EMERGENCY_RESPONSE_MINUTES / 60} hours of payment
        </p>
      </div>
      <ol aria-label="Emergencies waiting, most urgent first" className="space-y-2">
        {emergencies.items.map((emergency) => (
          <EmergencyItem key={emergency.booking_id} emergency={emergency} now={now} />
        ))}
      </ol>
      {emergencies.total > emergencies.items.length ? (
        <p className="mt-2 text-sm text-red-900">
          Showing the {emergencies.items.length} most urgent of {emergencies.total}.
        </p>
      ) : null}
    </section>
  );
}
