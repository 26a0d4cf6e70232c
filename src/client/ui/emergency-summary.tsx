import { Siren } from "lucide-react";
import { responsePhrase } from "@/shared/rules/emergency-promise.ts";
import type { TEmergencySummary } from "@/shared/schemas/emergency.ts";
import { cn } from "@/client/lib/cn.ts";
import { formatMoney } from "@/client/lib/format.ts";

/** "A technician as soon as possible (within 2 hours)": the window as a sentence, not a clock time. */
export function responseText(summary: Pick<TEmergencySummary, "response_window">): string {
  const phrase = responsePhrase(summary.response_window);
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/** "$25.00 paid" or "$25.00 due": the fee as the ledger took it. */
export const feeText = (summary: Pick<TEmergencySummary, "fee" | "fee_paid">) => `${formatMoney(summary.fee)} ${summary.fee_paid ? "paid" : "due"}`;

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
        Emergency
      </p>
      <dl className="mt-1 space-y-0.5">
        <div className="flex flex-wrap gap-x-1.5">
          <dt className="text-red-900">Response:</dt>
          <dd>{responseText(summary)}</dd>
        </div>
        <div className="flex flex-wrap gap-x-1.5">
          <dt className="text-red-900">Emergency fee:</dt>
          <dd className="tabular-nums">{feeText(summary)}</dd>
        </div>
      </dl>
    </div>
  );
}
