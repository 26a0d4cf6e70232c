import { toast } from "sonner";
import type { TMyBooking } from "@/shared/schemas/account.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useCancelBooking } from "../api/cancel-booking.ts";
import { formatServiceDate } from "./account-format.ts";

/** Cancel (issue #4): only while pending, after the customer confirms; the job is cancelled too. */
export function CancelBookingDialog({ booking, onClose }: { booking: TMyBooking; onClose: () => void }) {
  const cancel = useCancelBooking();

  const confirm = () => {
    if (cancel.isPending) return;
    cancel.mutate(booking.id, {
      onSuccess: () => {
        toast.success("Booking cancelled", { description: `${booking.service_name} on ${formatServiceDate(booking.scheduled_date)}` });
        onClose();
      },
      onError: (error) => toast.error("Could not cancel the booking", { description: errorMessage(error) }),
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !cancel.isPending && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Cancel this booking?</DialogTitle>
          <DialogDescription>
            {booking.service_name} on {formatServiceDate(booking.scheduled_date)} at {booking.scheduled_time} will be cancelled. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={cancel.isPending} onClick={onClose}>
            Keep Booking
          </Button>
          <Button variant="destructive" disabled={cancel.isPending} onClick={confirm}>
            {cancel.isPending ? <Spinner /> : null}
            {cancel.isPending ? "Cancelling…" : "Cancel Booking"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
