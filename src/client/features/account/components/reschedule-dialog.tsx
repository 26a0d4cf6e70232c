import { useState } from "react";
import { RefundPolicyNote } from "@/client/lib/settings/refund-policy-note.tsx";
import { slotWithZone } from "@/shared/rules/business-time.ts";
import { CalendarCheck } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import { businessToday } from "@/shared/rules/dates.ts";
import type { TMyBooking } from "@/shared/schemas/account.ts";
import { ApiError, errorMessage } from "@/client/lib/api-client.ts";
import { formatServiceDate, isoToLocalDate, localDateToIso } from "@/client/lib/calendar-day.ts";
import { useLastBookableDate } from "@/client/lib/settings/booking-window.ts";
import { useDismissWhen } from "@/client/lib/use-dismiss-when.ts";
import { isTimeSlot, TimeSlotPicker, type TTimeSlot } from "@/client/ui/time-slot-picker.tsx";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Calendar } from "@/client/ui/calendar.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useMyBooking } from "../api/get-my-booking.ts";
import { useRescheduleSlots } from "../api/get-reschedule-slots.ts";
import { useRescheduleBooking } from "../api/reschedule-booking.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { bookedService } from "@/client/lib/service-name.ts";

/**
 * Reschedule: a new date and slot while the work has not started. Past dates are
 * disabled (customer-side.md §5); the server re-checks the rule and the slot's capacity (409).
 */
const MISSING_SCHEDULE = "reschedule-missing-schedule";

/** "Wed, Nov 25, 2026 at 9:00 AM ET" ("mié, 25 de nov de 2026, 9:00 a.m. ET"). */
const visit = (day: string, slot: string) => m.format_visit_at({ day: formatServiceDate(day), time: slotWithZone(slot) });

export function RescheduleDialog({ booking, onClose }: { booking: TMyBooking; onClose: () => void }) {
  const today = businessToday();
  const firstDay = isoToLocalDate(today);
  const lastDay = isoToLocalDate(useLastBookableDate());
  const [date, setDate] = useState<string | null>(booking.scheduled_date >= today ? booking.scheduled_date : null);
  const [time, setTime] = useState<TTimeSlot | null>(date && isTimeSlot(booking.scheduled_time) ? booking.scheduled_time : null);
  const [conflict, setConflict] = useState<string | null>(null);
  // Counted without this booking, as the server counts a move: its own time is free for it.
  const availability = useRescheduleSlots(booking.id, date);
  const reschedule = useRescheduleBooking();
  // Decision 0131: whether the deposit's full refund has ended, said before the move is confirmed.
  const refundEnded = useMyBooking(booking.id).data?.deposit_refund_ended ?? false;

  const unchanged = date === booking.scheduled_date && time === booking.scheduled_time;
  const ready = date !== null && time !== null && !unchanged;
  useDismissWhen(MISSING_SCHEDULE, date !== null && time !== null);

  const pickDate = (day: Date | undefined) => {
    const next = day ? localDateToIso(day) : null;
    setDate(next);
    setConflict(null);
    // Another day has its own free slots: choose the time again.
    setTime(null);
  };

  // The list is read again before mutate's own callbacks would run, and a failed read replaces
  // it (and this dialog) with its error: what follows is awaited here instead.
  const submit = async () => {
    if (reschedule.isPending) return;
    if (date === null || time === null) {
      toast.error(m.missing_information(), { id: MISSING_SCHEDULE, description: m.select_date_time() });
      return;
    }
    try {
      const details = await reschedule.mutateAsync({ id: booking.id, scheduled_date: date, scheduled_time: time });
      toast.success(m.mybookings_rescheduled_toast(), {
        description: m.mybookings_rescheduled_text({ service: bookedService(details).name, when: visit(details.scheduled_date, details.scheduled_time) }),
      });
      onClose();
    } catch (error) {
      const message = errorMessage(error);
      if (error instanceof ApiError && error.status === 409) {
        // The slot filled up (or the job started): show why, and what is free now.
        setConflict(message);
        setTime(null);
        void availability.refetch();
      }
      toast.error(m.mybookings_reschedule_failed(), { description: message });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !reschedule.isPending && onClose()}>
      <DialogContent className="max-sm:p-4 sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{m.mybookings_reschedule_title()}</DialogTitle>
          <DialogDescription>
            {m.mybookings_reschedule_text({ service: bookedService(booking).name, when: visit(booking.scheduled_date, booking.scheduled_time) })}
          </DialogDescription>
        </DialogHeader>

        <div className="grid gap-6 md:grid-cols-[auto_1fr]">
          <div>
            <p id="reschedule-date-label" className="mb-2 text-sm font-medium text-slate-800">
              {m.mybookings_new_date()}
            </p>
            <div role="group" aria-labelledby="reschedule-date-label" className="w-fit rounded-xl border border-slate-200 p-2 sm:p-3">
              <Calendar
                mode="single"
                selected={date ? isoToLocalDate(date) : undefined}
                onSelect={pickDate}
                disabled={reschedule.isPending ? true : [{ before: firstDay }, { after: lastDay }]}
                startMonth={firstDay}
                endMonth={lastDay}
                defaultMonth={date ? isoToLocalDate(date) : firstDay}
                // ui/calendar's slate-400 for other months' days is too faint (axe color-contrast)
                // once they can be picked, as they can in any month after this one.
                classNames={{ outside: "[&>button]:text-slate-500" }}
              />
            </div>
          </div>
          <TimeSlotPicker
            label={m.mybookings_new_time()}
            value={time}
            onChange={(next) => {
              setTime(next);
              setConflict(null);
            }}
            availability={availability.data}
            loading={availability.isFetching}
            current={date === booking.scheduled_date ? booking.scheduled_time : null}
            disabled={reschedule.isPending || date === null || availability.isPending}
          />
        </div>

        {date && time ? (
          <p className="mt-4 flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">
            <CalendarCheck aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {unchanged ? m.mybookings_current_time() : m.mybookings_new_time_is({ when: visit(date, time) })}
          </p>
        ) : null}
        <div className="mt-4 space-y-1 text-sm">
          {refundEnded ? <p className="font-semibold text-slate-900">{m.mybookings_refund_ended()}</p> : null}
          <RefundPolicyNote className="text-sm" />
        </div>
        {conflict ? (
          <Alert variant="destructive" className="mt-4">
            {conflict}
          </Alert>
        ) : null}

        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={reschedule.isPending} onClick={onClose}>
            {m.mybookings_keep_time()}
          </Button>
          <Button
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            aria-disabled={!ready || reschedule.isPending ? true : undefined}
            onClick={unchanged ? undefined : submit}
          >
            {reschedule.isPending ? <Spinner /> : null}
            {reschedule.isPending ? m.mybookings_rescheduling() : m.mybookings_confirm_time()}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
