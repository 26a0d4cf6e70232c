import { Check, CircleX } from "lucide-react";
import type { TCustomerBookingStatus } from "@/shared/schemas/account.ts";
import { cn } from "@/client/lib/cn.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { bookingStatusLabel } from "./account-format.ts";

const STEPS = ["pending", "scheduled", "in_progress", "completed"] as const;

/** The job's progress as steps: where the booking is now and what comes next. */
export function BookingProgress({ status }: { status: TCustomerBookingStatus }) {
  if (status === "cancelled") {
    return (
      <p className="flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium text-slate-800">
        <CircleX aria-hidden="true" className="size-4 text-slate-600" />
        {m.mybookings_was_cancelled()}
      </p>
    );
  }
  const current = STEPS.indexOf(status);
  return (
    <ol aria-label={m.mybookings_job_status()} className="grid grid-cols-4 gap-1">
      {STEPS.map((step, index) => {
        const done = index < current || status === "completed";
        const active = index === current;
        return (
          <li key={step} aria-current={active ? "step" : undefined} className="flex flex-col items-center gap-1.5 text-center">
            <span
              className={cn(
                "grid size-7 place-items-center rounded-full border-2 text-xs font-bold",
                done
                  ? "border-green-600 bg-green-600 text-white"
                  : active
                    ? "border-brand-600 bg-brand-50 text-brand-700"
                    : "border-slate-300 bg-white text-slate-500",
              )}
            >
              {done ? <Check aria-hidden="true" className="size-4" /> : index + 1}
            </span>
            <span className={cn("text-xs leading-tight", active ? "font-semibold text-slate-900" : "text-slate-600")}>{bookingStatusLabel(step)}</span>
          </li>
        );
      })}
    </ol>
  );
}
