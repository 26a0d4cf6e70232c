import { Siren, TriangleAlert } from "lucide-react";
import { cn } from "@/client/lib/cn.ts";
import { formatDateTime } from "@/client/lib/format.ts";
import { Button } from "./button.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

type TPending = { id: string; emergency_payment_date: string | null };

/**
 * customer-side.md §2 Emergency alert: paid emergency bookings still missing their details.
 * Shown on the dashboard for signed-in customers, and to a visitor whose browser paid for one
 *. Hidden when there are none.
 */
export function PendingEmergencyAlert({
  bookings,
  onComplete,
  className,
}: {
  bookings: TPending[];
  onComplete: (bookingId: string) => void;
  className?: string;
}) {
  if (bookings.length === 0) return null;
  return (
    <section aria-labelledby="emergency-alert-title" className={cn("rounded-2xl border-2 border-red-200 bg-red-50 p-5 shadow-sm sm:p-6", className)}>
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-red-100 text-red-700">
          <TriangleAlert aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="emergency-alert-title" className="text-lg font-bold text-red-900">
            {m.emergency_alert_title()}
          </h2>
          <p className="mt-1 text-sm text-red-900">{m.emergency_alert_text({ count: bookings.length })}</p>
        </div>
      </div>
      <ul aria-label={m.emergency_alert_list()} className="mt-4 space-y-2">
        {bookings.map((booking) => (
          <li key={booking.id} className="flex flex-col gap-3 rounded-xl border border-red-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-start gap-3">
              <Siren aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
              <div>
                <p className="font-semibold text-slate-900">{m.emergency_alert_pending()}</p>
                <p className="text-sm text-slate-600">
                  {m.emergency_alert_paid_at({ date: booking.emergency_payment_date ? formatDateTime(booking.emergency_payment_date) : "—" })}
                </p>
              </div>
            </div>
            <Button variant="destructive" className="w-full sm:w-auto" onClick={() => onComplete(booking.id)}>
              {m.booking_complete()}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
