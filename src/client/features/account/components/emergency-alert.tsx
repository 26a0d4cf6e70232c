import { useQueryClient } from "@tanstack/react-query";
import { accountKeys } from "../api/account-keys.ts";
import { usePendingEmergencies } from "../api/get-pending-emergencies.ts";
import { useDialogs } from "@/client/lib/dialogs.tsx";
import { PendingEmergencyAlert } from "@/client/ui/pending-emergency-alert.tsx";

/**
 * customer-side.md §2 Emergency alert: paid emergency bookings still missing their details,
 * newest payment first. Hidden when there are none; the list reloads when the dialog closes.
 */
export function EmergencyAlert() {
  const pending = usePendingEmergencies();
  const { openEmergencyDetails } = useDialogs();
  const queryClient = useQueryClient();
  // A completed booking joins the bookings list, the overview and the activity too.
  const reload = () => void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  return <PendingEmergencyAlert bookings={pending.data?.bookings ?? []} onComplete={(id) => openEmergencyDetails(id, reload)} />;
}
