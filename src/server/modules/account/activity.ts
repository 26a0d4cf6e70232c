import type { TJobStatus } from "../../../shared/rules/job-status.ts";
import { customerStatus } from "../../../shared/rules/booking-status.ts";
import type { TActivity } from "../../../shared/schemas/account.ts";
import { formatMoney } from "../../../shared/i18n/format.ts";
import { responsePhrase } from "../../../shared/rules/emergency-promise.ts";

export type TBookingEvents = {
  name: string;
  /** The service's Spanish name where the business wrote one (decision 0177). */
  name_es: string | null;
  date: string;
  time: string;
  is_emergency: boolean;
  booking_status: string;
  job_status: TJobStatus | null;
  created_at: Date;
  booking_updated_at: Date;
  job_updated_at: Date | null;
  started_at: Date | null;
};
export type TPaymentEvent = { kind: string; amount: number; name: string; name_es: string | null; at: Date };
export type TCompletedEvent = { name: string; name_es: string | null; at: Date };
type TEvent = Omit<TActivity, "at"> & { at: Date };

/** "Plumbing Repair on 2026-11-25 at 9:00 AM"; the client shows the date in words. */
function bookingDetail(b: Pick<TBookingEvents, "name" | "date" | "time" | "is_emergency">): string {
  return b.is_emergency ? `${b.name} on ${b.date} — ${responsePhrase(b.time)}` : `${b.name} on ${b.date} at ${b.time}`;
}

/**
 * Each entry says what truly happened, when it happened. A booking is
 * requested (or an emergency call placed) when made; it is confirmed only once a job is
 * scheduled; cancellations and finished jobs are their own entries.
 */
export function bookingEvents(b: TBookingEvents): TEvent[] {
  const detail = bookingDetail(b);
  const service = { service_name: b.name, service_name_es: b.name_es };
  const events: TEvent[] = [
    b.is_emergency
      ? { kind: "emergency", title: "Emergency call placed", detail, ...service, at: b.created_at }
      : { kind: "booking", title: "Booking requested", detail, ...service, at: b.created_at },
  ];
  const changedAt = b.job_updated_at && b.job_updated_at > b.booking_updated_at ? b.job_updated_at : b.booking_updated_at;
  switch (customerStatus(b.booking_status, b.job_status)) {
    case "scheduled":
      events.push({ kind: "booking", title: "Booking confirmed", detail, ...service, at: b.job_updated_at ?? changedAt });
      break;
    case "in_progress":
      events.push({ kind: "booking", title: "Job started", detail, ...service, at: b.started_at ?? changedAt });
      break;
    case "cancelled":
      events.push({ kind: "cancelled", title: "Booking cancelled", detail, ...service, at: changedAt });
      break;
    default:
      // Pending: nothing more happened yet. Completed: listed from the job's completion.
      break;
  }
  return events;
}

const PAYMENT_TITLES: Record<string, string> = {
  deposit: "Deposit paid",
  emergency_fee: "Emergency fee paid",
  balance: "Balance paid",
  refund: "Refund issued",
};

export function paymentEvent(p: TPaymentEvent): TEvent {
  return {
    kind: "payment",
    title: PAYMENT_TITLES[p.kind] ?? "Payment made",
    detail: `${formatMoney(p.amount, "en")} for ${p.name}`,
    service_name: p.name,
    service_name_es: p.name_es,
    at: p.at,
  };
}

export function completedEvent(j: TCompletedEvent): TEvent {
  return { kind: "completed", title: "Job completed", detail: j.name, service_name: j.name, service_name_es: j.name_es, at: j.at };
}

/** The newest `limit` entries, newest first. */
export function recentActivity(events: TEvent[], limit: number): TActivity[] {
  return events
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, limit)
    .map((event) => ({ ...event, at: event.at.toISOString() }));
}
