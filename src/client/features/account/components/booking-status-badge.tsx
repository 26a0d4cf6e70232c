import type { TCustomerBookingStatus } from "@/shared/schemas/account.ts";
import { cn } from "@/client/lib/cn.ts";
import { bookingStatusLabel } from "./account-format.ts";

const TONES: Record<TCustomerBookingStatus, string> = {
  pending: "bg-amber-50 text-amber-900 ring-amber-200",
  scheduled: "bg-brand-50 text-brand-800 ring-brand-200",
  in_progress: "bg-violet-50 text-violet-800 ring-violet-200",
  completed: "bg-green-50 text-green-800 ring-green-200",
  cancelled: "bg-slate-100 text-slate-700 ring-slate-300",
};

const DOTS: Record<TCustomerBookingStatus, string> = {
  pending: "bg-amber-500",
  scheduled: "bg-brand-600",
  in_progress: "bg-violet-600",
  completed: "bg-green-600",
  cancelled: "bg-slate-500",
};

export function BookingStatusBadge({ status, className }: { status: TCustomerBookingStatus; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset", TONES[status], className)}>
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", DOTS[status])} />
      {bookingStatusLabel(status)}
    </span>
  );
}
