import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CreditCard } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { useDialogs } from "@/client/lib/dialogs.tsx";
import { formatDateTime, formatMoney } from "@/client/lib/format.ts";
import { cn } from "@/client/lib/cn.ts";
import { Button } from "@/client/ui/button.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { getBookableService } from "../api/get-bookable-services.ts";
import { bookingKeys } from "../api/booking-keys.ts";
import { useResumableDeposits } from "../api/resume-deposits.ts";

/**
 * Decision 0140: a deposit paid in booking step 1 that no booking took yet is offered again on
 * the next visit (this browser's signed tokens; a signed-in customer's account), with when it
 * goes back to the card. Continue opens the booking dialog, which takes the deposit up again.
 * Hidden when there is none.
 */
export function PaidDepositsAlert({ className }: { className?: string }) {
  const deposits = useResumableDeposits().data ?? [];
  const { openBooking } = useDialogs();
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState<string | null>(null);
  if (deposits.length === 0) return null;

  const resume = async (serviceId: string) => {
    setOpening(serviceId);
    try {
      const service = await queryClient.fetchQuery({
        queryKey: bookingKeys.service(serviceId),
        queryFn: ({ signal }) => getBookableService(serviceId, signal),
        staleTime: 5 * 60_000,
      });
      openBooking(service);
    } catch (error) {
      toast.error("The service could not be opened", { description: errorMessage(error) });
    } finally {
      setOpening(null);
    }
  };

  return (
    <section aria-labelledby="paid-deposits-title" className={cn("rounded-2xl border-2 border-amber-200 bg-amber-50 p-5 shadow-sm sm:p-6", className)}>
      <h2 id="paid-deposits-title" className="text-lg font-bold text-amber-950">
        Finish your booking
      </h2>
      <p className="mt-1 text-sm text-amber-950">Your initial payment is received. Choose a time and add your details to book with it.</p>
      <ul aria-label="Paid initial payments" className="mt-4 space-y-2">
        {deposits.map((deposit) => (
          <li
            key={deposit.deposit_id}
            className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex items-start gap-3">
              <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
              <div>
                <p className="font-semibold text-slate-900">
                  {deposit.service_name}: initial payment of {formatMoney(deposit.amount)} received{deposit.is_test ? " (test)" : ""}
                </p>
                <p className="text-sm text-slate-600">
                  Kept until <time dateTime={deposit.held_until}>{formatDateTime(deposit.held_until)}</time>; if no booking takes it by then, it goes back to
                  your card.
                </p>
              </div>
            </div>
            <Button className="w-full sm:w-auto" disabled={opening !== null} onClick={() => void resume(deposit.service_id)}>
              {opening === deposit.service_id ? <Spinner /> : null}
              Continue booking
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
