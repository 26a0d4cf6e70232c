import { responsePhrase, RESPONSE_TIMES } from "@/shared/rules/emergency-promise.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { formatServiceDate } from "@/client/lib/calendar-day.ts";
import { localizedResponsePhrase } from "@/client/ui/emergency-summary.tsx";

// The server writes Recent Activity in English (modules/account/activity.ts); the dashboard says
// the entries it knows in the page's language, as lib/server-sentences.ts does for refusals, and
// an unknown one as it came. Each English message is the server's wording (activity-text.test.ts).
const TITLES: Record<string, () => string> = {
  "Emergency call placed": m.dash_activity_emergency_placed,
  "Booking requested": m.dash_activity_booking_requested,
  "Booking confirmed": m.dash_activity_booking_confirmed,
  "Job started": m.dash_activity_job_started,
  "Booking cancelled": m.dash_activity_booking_cancelled,
  "Deposit paid": m.dash_activity_deposit_paid,
  "Emergency fee paid": m.dash_activity_emergency_fee_paid,
  "Balance paid": m.dash_activity_balance_paid,
  "Refund issued": m.dash_activity_refund_issued,
  "Payment made": m.dash_activity_payment_made,
  "Job completed": m.dash_activity_job_completed,
};

/** "Booking requested" → "Reserva solicitada" on a Spanish page. */
export function activityTitle(title: string): string {
  return TITLES[title]?.() ?? title;
}

const VISIT = /^(.+) on (\d{4}-\d{2}-\d{2}) at (.+)$/;
const EMERGENCY = /^(.+) on (\d{4}-\d{2}-\d{2}) — (.+)$/;
const PAYMENT = /^(\$[\d,]+\.\d{2}) for (.+)$/;

/**
 * The server writes a booking's day as yyyy-MM-dd; people read "Wed, Nov 25, 2026"
 * ("mié, 25 de nov de 2026"), and the rest of the line in the page's language.
 */
export function activityDetail(detail: string): string {
  const visit = VISIT.exec(detail);
  if (visit) return m.dash_activity_visit({ service: visit[1], day: formatServiceDate(visit[2]!), time: visit[3] });
  const emergency = EMERGENCY.exec(detail);
  if (emergency) {
    const window = RESPONSE_TIMES.find((candidate) => responsePhrase(candidate) === emergency[3]);
    const response = window ? localizedResponsePhrase(window) : emergency[3]!;
    return m.dash_activity_emergency({ service: emergency[1], day: formatServiceDate(emergency[2]!), response });
  }
  const payment = PAYMENT.exec(detail);
  if (payment) return m.dash_activity_payment({ amount: payment[1], service: payment[2] });
  return detail.replace(/\b(\d{4}-\d{2}-\d{2})\b/g, (iso) => formatServiceDate(iso));
}
