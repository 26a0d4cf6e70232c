import { useQueryClient } from "@tanstack/react-query";
import { useDialogs } from "@/client/lib/dialogs.tsx";
import { PendingEmergencyAlert } from "@/client/ui/pending-emergency-alert.tsx";
import { useResumableEmergencies } from "../api/emergency-resume.ts";

/**
 * The dashboard's 'Complete Your Emergency Booking!' for a visitor, from the
 * signed resume tokens this browser kept when it paid. Hidden when there is nothing to finish.
 */
export function ResumeEmergencyAlert() {
  const resumable = useResumableEmergencies();
  const { openEmergencyDetails } = useDialogs();
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: ["emergency", "resume"] });
  const bookings = (resumable.data ?? []).map((booking) => ({ id: booking.booking_id, emergency_payment_date: booking.emergency_payment_date }));
  return (
    <div className={bookings.length > 0 ? "mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8" : "hidden"}>
      <PendingEmergencyAlert bookings={bookings} onComplete={(id) => openEmergencyDetails(id, reload)} />
    </div>
  );
}
