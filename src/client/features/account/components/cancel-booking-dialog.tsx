import { toast } from "@/client/lib/toast.ts";
import { RefundPolicyNote } from "@/client/lib/settings/refund-policy-note.tsx";
import { slotWithZone } from "@/shared/rules/business-time.ts";
import type { TMyBooking, TMyBookingDetails } from "@/shared/schemas/account.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { formatServiceDate } from "@/client/lib/calendar-day.ts";
import { formatDateTime, formatMoney } from "@/client/lib/format.ts";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useCancelBooking } from "../api/cancel-booking.ts";
import { useMyBooking } from "../api/get-my-booking.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { bookedService } from "@/client/lib/service-name.ts";

/**
 * Cancel: only while pending, after the customer confirms; the job is cancelled too.
 * The refund policy and what this booking gets back are said before confirming.
 */
export function CancelBookingDialog({ booking, onClose }: { booking: TMyBooking; onClose: () => void }) {
  const cancel = useCancelBooking();
  const details = useMyBooking(booking.id);
  const refund = details.data?.cancel_refund;

  // The list is read again before mutate's own callbacks would run, and a failed read replaces
  // it (and this dialog) with its error: what follows is awaited here instead.
  const confirm = async () => {
    if (cancel.isPending || !refund) return;
    try {
      const after = await cancel.mutateAsync(booking.id);
      const refunded = after.payments.find((payment) => payment.kind === "refund");
      const when = m.mybookings_cancelled_when({ service: bookedService(booking).name, day: formatServiceDate(booking.scheduled_date) });
      toast.success(m.mybookings_cancelled_toast(), {
        description: refunded ? m.mybookings_cancelled_refunded({ when, amount: formatMoney(refunded.amount) }) : when,
      });
      onClose();
    } catch (error) {
      toast.error(m.mybookings_cancel_failed(), { description: errorMessage(error) });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !cancel.isPending && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{m.mybookings_cancel_title()}</DialogTitle>
          <DialogDescription>
            {m.mybookings_cancel_text({
              service: bookedService(booking).name,
              when: m.format_visit_at({ day: formatServiceDate(booking.scheduled_date), time: slotWithZone(booking.scheduled_time) }),
            })}
          </DialogDescription>
        </DialogHeader>
        <RefundNote details={details.data} failed={details.isError} />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={cancel.isPending} onClick={onClose}>
            {m.mybookings_keep_booking()}
          </Button>
          <Button variant="destructive" disabled={cancel.isPending || !refund} onClick={confirm}>
            {cancel.isPending ? <Spinner /> : null}
            {cancel.isPending ? m.mybookings_cancelling() : m.mybookings_cancel_booking()}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The policy in the settings' words, then this booking's refund as the server computed it. */
function RefundNote({ details, failed }: { details: TMyBookingDetails | undefined; failed: boolean }) {
  const hours = usePublicSettings().data?.refund_policy.full_refund_hours_before;
  if (failed) return <p className="mt-4 text-sm text-red-700">{m.mybookings_refund_load_failed()}</p>;
  const refund = details?.cancel_refund;
  if (!details || !refund || hours === undefined) {
    return (
      <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-600">
        <Spinner /> {m.mybookings_refund_checking()}
      </p>
    );
  }
  const deposit = formatMoney(details.initial_payment_amount);
  return (
    <section aria-label={m.mybookings_refund_label()} className="mt-4 space-y-2 rounded-lg bg-slate-50 p-3 text-sm">
      <RefundPolicyNote className="text-sm text-slate-700" />
      <p className="font-semibold text-slate-900">
        {refund.amount > 0
          ? (details.is_test ? m.mybookings_refund_back_test : m.mybookings_refund_back)({ amount: formatMoney(refund.amount) })
          : m.mybookings_refund_none({ amount: deposit, when: formatDateTime(refund.full_refund_until) })}
      </p>
      {refund.amount > 0 ? <p className="text-slate-600">{m.mybookings_refund_until({ when: formatDateTime(refund.full_refund_until) })}</p> : null}
    </section>
  );
}
