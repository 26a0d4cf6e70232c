import { responsePhrase, RESPONSE_TIMES } from "@/shared/rules/emergency-promise.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { formatServiceDate } from "@/client/lib/calendar-day.ts";
import { localizedResponsePhrase } from "@/client/ui/emergency-summary.tsx";
import { bookedService, type TBookedService } from "@/client/lib/service-name.ts";
import { slotTime } from "@/shared/rules/business-time.ts";
import type { TActivity } from "@/shared/schemas/account.ts";

// The server writes Recent Activity in English (modules/account/activity.ts); the dashboard says
// the entries it knows in the page's language, as lib/server-sentences.ts does for refusals, and
// an unknown one as it came. Each English message is the server's wording (activity-text.test.ts).
// Each entry also carries its service's names, so the line names it as My Bookings does.
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

/** An entry's line: the words before its service, the service as its reader names it, the words after. */
export type TActivityDetail = { before: string; service: TBookedService | null; after: string };

/** Where the service goes in a message: the line is split there, so the name keeps its own `lang`. */
const MARK = "\u0000";

function around(sentence: string, service: TBookedService): TActivityDetail {
  const [before = "", after = ""] = sentence.split(MARK);
  return { before, service, after };
}

/**
 * The server writes a booking's day as yyyy-MM-dd and its time as the slot's label; people read
 * "Wed, Nov 25, 2026" ("mié, 25 de nov de 2026", "2:00 p.m."), the service as the business named
 * it in the page's language (its Spanish where written, else its English marked so), and the rest
 * of the line in the page's language.
 */
export function activityDetail(item: Pick<TActivity, "detail" | "service_name" | "service_name_es">): TActivityDetail {
  const { detail } = item;
  const service = bookedService(item);
  const visit = VISIT.exec(detail);
  if (visit?.[1] === item.service_name) {
    return around(m.dash_activity_visit({ service: MARK, day: formatServiceDate(visit[2]!), time: slotTime(visit[3]!) }), service);
  }
  const emergency = EMERGENCY.exec(detail);
  if (emergency?.[1] === item.service_name) {
    const window = RESPONSE_TIMES.find((candidate) => responsePhrase(candidate) === emergency[3]);
    const response = window ? localizedResponsePhrase(window) : emergency[3]!;
    return around(m.dash_activity_emergency({ service: MARK, day: formatServiceDate(emergency[2]!), response }), service);
  }
  const payment = PAYMENT.exec(detail);
  if (payment?.[2] === item.service_name) return around(m.dash_activity_payment({ amount: payment[1]!, service: MARK }), service);
  if (detail === item.service_name) return { before: "", service, after: "" };
  return { before: detail.replace(/\b(\d{4}-\d{2}-\d{2})\b/g, (iso) => formatServiceDate(iso)), service: null, after: "" };
}
