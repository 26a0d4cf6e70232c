import { Link, useParams } from "react-router";
import { CheckCircle2, Circle, Clock, Siren } from "lucide-react";
import { EMERGENCY_STEP_LABELS, EMERGENCY_STEPS, type TEmergencyStep } from "@/shared/rules/emergency-timeline.ts";
import { timeLeft } from "@/shared/rules/emergency-promise.ts";
import type { TEmergencyTimeline } from "@/shared/schemas/emergency.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { useDocumentToken } from "@/client/lib/document-token.ts";
import { formatDateTime, formatMoney } from "@/client/lib/format.ts";
import { paths } from "@/client/lib/paths.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { useServerNow } from "@/client/lib/server-clock.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { LoadingState } from "@/client/ui/spinner.tsx";
import { useEmergencyTimeline, useLiveEmergencyTimeline } from "../api/get-emergency-timeline.ts";

function Countdown({ timeline, receivedAt }: { timeline: TEmergencyTimeline; receivedAt: number }) {
  const now = useServerNow(timeline.now, receivedAt);
  if (timeline.outcome) {
    return (
      <Alert variant={timeline.outcome.kept ? "success" : "warning"} title={timeline.outcome.kept ? "Promise kept" : "Promise missed"}>
        {timeline.outcome.kept
          ? `Your technician arrived within 2 hours${timeline.outcome.minutes > 0 ? `, with ${timeline.outcome.minutes} min to spare` : ""}.`
          : `Your technician arrived ${timeline.outcome.minutes} min after the 2 hours we promised. We are sorry.`}
        {/* Decision 0138: the fee is credited on the visit's invoice when the promise is missed. */}
        {timeline.fee_credit !== null ? ` Your ${formatMoney(timeline.fee_credit)} emergency fee is credited to your invoice for this visit.` : null}
      </Alert>
    );
  }
  const left = timeLeft(new Date(timeline.due_at), now);
  return (
    <section aria-labelledby="promise-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="promise-heading" className="flex items-center gap-2 text-sm font-semibold text-slate-700">
        <Clock aria-hidden="true" className="size-4 text-brand-600" />A technician within 2 hours
      </h2>
      {/* Read out when it changes by the minute, not every second. */}
      <p className={`mt-1 text-3xl font-bold ${left.overdue ? "text-red-700" : "text-slate-900"}`} aria-live="polite" aria-atomic="true">
        {left.label}
      </p>
      <p className="mt-1 text-sm text-slate-600">Due by {formatDateTime(timeline.due_at)}</p>
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
    <ol className="space-y-4" aria-label="Your emergency's progress">
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
                {EMERGENCY_STEP_LABELS[step]}
                <span className="sr-only">{done ? " (done)" : " (not yet)"}</span>
              </p>
              {done && at ? <p className="text-sm text-slate-600">{formatDateTime(at)}</p> : null}
              {step === "assigned" && done && timeline.technician ? (
                <div className="mt-2 flex items-center gap-3">
                  {timeline.technician.photo_url ? (
                    <img src={timeline.technician.photo_url} alt="" className="size-12 rounded-full object-cover" />
                  ) : (
                    <Initials name={timeline.technician.name} />
                  )}
                  <p className="text-slate-800">{timeline.technician.name} is your technician</p>
                </div>
              ) : null}
              {step === "on_the_way" && timeline.step === "on_the_way" && timeline.arrival_estimate ? (
                <p className="text-sm text-slate-800">
                  Arriving about {formatDateTime(timeline.arrival_estimate)} ({timeline.eta_minutes} min estimate)
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
  usePageTitle("Your emergency visit");
  const { bookingId = "" } = useParams();
  const token = useDocumentToken();
  const query = useEmergencyTimeline(bookingId, token);
  useLiveEmergencyTimeline(bookingId, token);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-10">
      <h1 className="mb-1 flex items-center gap-2 text-2xl font-bold text-slate-900">
        <Siren aria-hidden="true" className="size-6 text-red-600" />
        Your emergency visit
      </h1>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <Alert variant="destructive" title="This emergency could not be opened">
          <p>{errorMessage(query.error)}</p>
          <p className="mt-2">
            <Link to={paths.auth} className="font-semibold underline underline-offset-2">
              Sign in
            </Link>{" "}
            or open the whole link from your receipt e-mail.
          </p>
        </Alert>
      ) : (
        <div className="space-y-5">
          <p className="text-sm text-slate-600">{query.data.timeline.reference}</p>
          {query.data.timeline.cancelled ? (
            <Alert variant="warning" title="Cancelled">
              This emergency visit was cancelled.
            </Alert>
          ) : (
            <Countdown timeline={query.data.timeline} receivedAt={query.data.receivedAt} />
          )}
          {query.data.timeline.needs_details ? (
            <Alert variant="warning" title="Details needed">
              Complete your emergency booking details so we can send a technician.
            </Alert>
          ) : null}
          <section aria-labelledby="progress-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
            <h2 id="progress-heading" className="mb-3 text-lg font-semibold text-slate-900">
              Progress
            </h2>
            <Steps timeline={query.data.timeline} />
          </section>
        </div>
      )}
    </div>
  );
}
