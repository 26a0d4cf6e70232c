import { Siren } from "lucide-react";
import { responsePhrase } from "@/shared/rules/emergency-promise.ts";
import type { TEmergencySummary } from "@/shared/schemas/emergency.ts";
import { cn } from "@/client/lib/cn.ts";
import { formatMoney } from "@/client/lib/format.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

// The six response windows (customer-side.md §9) as phrases in the page's language; the staff's
// pages are English, where each is exactly the shared rule's phrase (emergency-summary.test.ts).
const RESPONSE_PHRASES: Record<string, () => string> = {
  "ASAP (Within 2 hours)": m.mybookings_response_asap,
  "Within 4 hours": m.mybookings_response_4h,
  "Within 6 hours": m.mybookings_response_6h,
  "Today - Morning (8AM-12PM)": m.mybookings_response_morning,
  "Today - Afternoon (12PM-5PM)": m.mybookings_response_afternoon,
  "Today - Evening (5PM-9PM)": m.mybookings_response_evening,
};

/** "a technician as soon as possible (within 2 hours)", in the page's language; a window not known here as the shared rule says it. */
export function localizedResponsePhrase(window: string): string {
  return RESPONSE_PHRASES[window]?.() ?? responsePhrase(window);
}

/** "A technician as soon as possible (within 2 hours)": the window as a sentence, not a clock time. */
export function responseText(summary: Pick<TEmergencySummary, "response_window">): string {
  const phrase = localizedResponsePhrase(summary.response_window);
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/** "$25.00 paid" or "$25.00 due": the fee as the ledger took it. */
export const feeText = (summary: Pick<TEmergencySummary, "fee" | "fee_paid">) =>
  (summary.fee_paid ? m.mybookings_fee_paid : m.mybookings_fee_due)({ amount: formatMoney(summary.fee) });

/**
 * An emergency job's own summary (customer-side.md §9): named an Emergency, with its response
 * window and its fee shown paid. Every screen that lists a job shows an emergency through this,
 * never as a booking with a missing service or a clock time "at ASAP".
 */
export function EmergencySummary({ summary, className }: { summary: TEmergencySummary; className?: string }) {
  return (
    <div className={cn("rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-950", className)}>
      <p className="flex items-center gap-1.5 font-semibold">
        <Siren aria-hidden="true" className="size-4 shrink-0 text-red-700" />
        {m.mybookings_emergency()}
      </p>
      <dl className="mt-1 space-y-0.5">
        <div className="flex flex-wrap gap-x-1.5">
          <dt className="text-red-900">{m.mybookings_response_label()}</dt>
          <dd>{responseText(summary)}</dd>
        </div>
        <div className="flex flex-wrap gap-x-1.5">
          <dt className="text-red-900">{m.mybookings_emergency_fee_label()}</dt>
          <dd className="tabular-nums">{feeText(summary)}</dd>
        </div>
      </dl>
    </div>
  );
}
