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
      const when = `${booking.service_name} on ${formatServiceDate(booking.scheduled_date)}`;
      toast.success("Booking cancelled", { description: refunded ? `${when}. ${formatMoney(refunded.amount)} refunded.` : when });
      onClose();
    } catch (error) {
      toast.error("Could not cancel the booking", { description: errorMessage(error) });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !cancel.isPending && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Cancel this booking?</DialogTitle>
          <DialogDescription>
            {booking.service_name} on {formatServiceDate(booking.scheduled_date)} at {slotWithZone(booking.scheduled_time)} will be cancelled. This cannot be
            undone.
          </DialogDescription>
        </DialogHeader>
        <RefundNote details={details.data} failed={details.isError} />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={cancel.isPending} onClick={onClose}>
            Keep Booking
          </Button>
          <Button variant="destructive" disabled={cancel.isPending || !refund} onClick={confirm}>
            {cancel.isPending ? <Spinner /> : null}
            {cancel.isPending ? "Cancelling…" : "Cancel Booking"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The policy in the settings' words, then this booking's refund as the server computed it. */
function RefundNote({ details, failed }: { details: TMyBookingDetails | undefined; failed: boolean }) {
  const hours = usePublicSettings().data?.refund_policy.full_refund_hours_before;
  if (failed) return <p className="mt-4 text-sm text-red-700">We could not load your refund. Close this and try again.</p>;
  const refund = details?.cancel_refund;
  if (!details || !refund || hours === undefined) {
    return (
      <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-600">
        <Spinner /> Checking your refund…
      </p>
    );
  }
  const deposit = formatMoney(details.initial_payment_amount);
  return (
    <section aria-label="Refund" className="mt-4 space-y-2 rounded-lg bg-slate-50 p-3 text-sm">
      <RefundPolicyNote className="text-sm text-slate-700" />
      <p className="font-semibold text-slate-900">
        {refund.amount > 0
          ? `You will get your ${formatMoney(refund.amount)} deposit back${details.is_test ? " (test payment)" : ""}.`
          : `Your ${deposit} deposit will not be refunded: the full refund ended ${formatDateTime(refund.full_refund_until)}.`}
      </p>
      {refund.amount > 0 ? <p className="text-slate-600">Full refund until {formatDateTime(refund.full_refund_until)}.</p> : null}
    </section>
  );
}
