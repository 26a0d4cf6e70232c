import { bookingReference } from "@/shared/rules/booking-status.ts";
import { Link, useParams } from "react-router";
import { CheckCircle2, Circle, Clock, Siren } from "lucide-react";
import { EMERGENCY_STEPS, type TEmergencyStep } from "@/shared/rules/emergency-timeline.ts";
import { timeLeft } from "@/shared/rules/emergency-promise.ts";
import type { TEmergencyTimeline } from "@/shared/schemas/emergency.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { useDocumentToken } from "@/client/lib/document-token.ts";
import { formatDateTime, formatMoney } from "@/client/lib/format.ts";
import { paths } from "@/client/lib/paths.ts";
import { emergencyStepText, timeLeftText } from "@/shared/i18n/status-text.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { useServerNow } from "@/client/lib/server-clock.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { LoadingState } from "@/client/ui/spinner.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { useEmergencyTimeline, useLiveEmergencyTimeline } from "../api/get-emergency-timeline.ts";

function Countdown({ timeline, receivedAt }: { timeline: TEmergencyTimeline; receivedAt: number }) {
  const now = useServerNow(timeline.now, receivedAt);
  if (timeline.outcome) {
    return (
      <Alert
        variant={timeline.outcome.kept ? "success" : "warning"}
        title={timeline.outcome.kept ? m.emergency_timeline_promise_kept() : m.emergency_timeline_promise_missed()}
      >
        {timeline.outcome.kept
          ? timeline.outcome.minutes > 0
            ? m.emergency_timeline_kept_spare_text({ minutes: timeline.outcome.minutes })
            : m.emergency_timeline_kept_text()
          : m.emergency_timeline_missed_text({ minutes: timeline.outcome.minutes })}
        {/* Decision 0138: the fee is credited on the visit's invoice when the promise is missed. */}
        {timeline.fee_credit !== null ? ` ${m.emergency_timeline_fee_credited({ fee: formatMoney(timeline.fee_credit) })}` : null}
      </Alert>
    );
  }
  const dueAt = new Date(timeline.due_at);
  const left = timeLeft(dueAt, now);
  return (
    <section aria-labelledby="promise-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="promise-heading" className="flex items-center gap-2 text-sm font-semibold text-slate-700">
        <Clock aria-hidden="true" className="size-4 text-brand-600" />
        {m.emergency_timeline_promise_heading()}
      </h2>
      {/* Read out when it changes by the minute, not every second. */}
      <p className={`mt-1 text-3xl font-bold ${left.overdue ? "text-red-700" : "text-slate-900"}`} aria-live="polite" aria-atomic="true">
        {timeLeftText(left, dueAt, now)}
      </p>
      <p className="mt-1 text-sm text-slate-600">{m.emergency_timeline_due_by({ when: formatDateTime(timeline.due_at) })}</p>
    </section>
  );
}

const stepTime = (timeline: TEmergencyTimeline, step: TEmergencyStep): string | null =>
  ({
    received: timeline.received_at,
    assigned: timeline.assigned_at,
    on_the_way: timeline.set_off_at,
    arrived: timeline.arrived_at,
    done: timeline.done_at,
  })[step];

function Initials({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800">
      {initials}
    </span>
  );
}

function Steps({ timeline }: { timeline: TEmergencyTimeline }) {
  const reached = EMERGENCY_STEPS.indexOf(timeline.step);
  return (
    <ol className="space-y-4" aria-label={m.emergency_timeline_progress_list()}>
      {EMERGENCY_STEPS.map((step, index) => {
        const done = index <= reached;
        const at = stepTime(timeline, step);
        return (
          <li key={step} className="flex gap-3" aria-current={index === reached ? "step" : undefined}>
            {done ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-600" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-300" />
            )}
            <div className="min-w-0">
              <p className={done ? "font-semibold text-slate-900" : "text-slate-500"}>
                {emergencyStepText(step)}
                <span className="sr-only">{done ? m.emergency_timeline_step_done() : m.emergency_timeline_step_not_yet()}</span>
              </p>
              {done && at ? <p className="text-sm text-slate-600">{formatDateTime(at)}</p> : null}
              {step === "assigned" && done && timeline.technician ? (
                <div className="mt-2 flex items-center gap-3">
                  {timeline.technician.photo_url ? (
                    <img src={timeline.technician.photo_url} alt="" className="size-12 rounded-full object-cover" />
                  ) : (
                    <Initials name={timeline.technician.name} />
                  )}
                  <p className="text-slate-800">{m.emergency_timeline_your_technician({ name: timeline.technician.name })}</p>
                </div>
              ) : null}
              {step === "on_the_way" && timeline.step === "on_the_way" && timeline.arrival_estimate ? (
                <p className="text-sm text-slate-800">
                  {m.emergency_timeline_arriving({ when: formatDateTime(timeline.arrival_estimate), minutes: timeline.eta_minutes ?? "" })}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Decision 0158: one emergency's timeline for its customer (`/emergency/:bookingId`, from the
 * dashboard, or a guest's link with `#token=…` from the receipt), with the countdown to the
 * 2-hour promise timed by the server, moving live.
 */
export function EmergencyTimelinePage() {
  usePageTitle(m.emergency_timeline_title());
  const { bookingId = "" } = useParams();
  const token = useDocumentToken();
  const query = useEmergencyTimeline(bookingId, token);
  useLiveEmergencyTimeline(bookingId, token);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-10">
      <h1 className="mb-1 flex items-center gap-2 text-2xl font-bold text-slate-900">
        <Siren aria-hidden="true" className="size-6 text-red-600" />
        {m.emergency_timeline_title()}
      </h1>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <Alert variant="destructive" title={m.emergency_timeline_not_opened()}>
          <p>{errorMessage(query.error)}</p>
          <p className="mt-2">
            <Link to={paths.auth} className="font-semibold underline underline-offset-2">
              {m.emergency_timeline_sign_in()}
            </Link>{" "}
            {m.emergency_timeline_or_open_link()}
          </p>
        </Alert>
      ) : (
        <div className="space-y-5">
          <p className="text-sm text-slate-600">{bookingReference(query.data.timeline.booking_id)}</p>
          {query.data.timeline.cancelled ? (
            <Alert variant="warning" title={m.emergency_timeline_cancelled()}>
              {m.emergency_timeline_cancelled_text()}
            </Alert>
          ) : (
            <Countdown timeline={query.data.timeline} receivedAt={query.data.receivedAt} />
          )}
          {query.data.timeline.needs_details ? (
            <Alert variant="warning" title={m.emergency_timeline_details_needed()}>
              {m.emergency_timeline_details_needed_text()}
            </Alert>
          ) : null}
          <section aria-labelledby="progress-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
            <h2 id="progress-heading" className="mb-3 text-lg font-semibold text-slate-900">
              {m.emergency_timeline_progress()}
            </h2>
            <Steps timeline={query.data.timeline} />
          </section>
        </div>
      )}
    </div>
  );
}
