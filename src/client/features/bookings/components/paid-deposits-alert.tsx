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
import { m } from "@/shared/i18n/paraglide/messages.js";

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
      toast.error(m.dash_deposit_open_failed(), { description: errorMessage(error) });
    } finally {
      setOpening(null);
    }
  };

  return (
    <section aria-labelledby="paid-deposits-title" className={cn("rounded-2xl border-2 border-amber-200 bg-amber-50 p-5 shadow-sm sm:p-6", className)}>
      <h2 id="paid-deposits-title" className="text-lg font-bold text-amber-950">
        {m.dash_deposit_title()}
      </h2>
      <p className="mt-1 text-sm text-amber-950">{m.dash_deposit_text()}</p>
      <ul aria-label={m.dash_deposit_list_label()} className="mt-4 space-y-2">
        {deposits.map((deposit) => (
          <li
            key={deposit.deposit_id}
            className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex items-start gap-3">
              <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
              <div>
                <p className="font-semibold text-slate-900">
                  {(deposit.is_test ? m.dash_deposit_received_test : m.dash_deposit_received)({
                    service: deposit.service_name,
                    amount: formatMoney(deposit.amount),
                  })}
                </p>
                <KeptUntil at={deposit.held_until} />
              </div>
            </div>
            <Button className="w-full sm:w-auto" disabled={opening !== null} onClick={() => void resume(deposit.service_id)}>
              {opening === deposit.service_id ? <Spinner /> : null}
              {m.dash_deposit_continue()}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The sentence in the page's language, its date kept a `<time>`: the message is split where the date goes. */
function KeptUntil({ at }: { at: string }) {
  const MARK = "\u0000";
  const [before = "", after = ""] = m.dash_deposit_kept({ when: MARK }).split(MARK);
  return (
    <p className="text-sm text-slate-600">
      {before}
      <time dateTime={at}>{formatDateTime(at)}</time>
      {after}
    </p>
  );
}
