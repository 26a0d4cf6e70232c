import { Receipt } from "lucide-react";
import { Button } from "@/client/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/ui/card.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { Alert } from "@/client/ui/alert.tsx";
import { useMyPayments } from "../api/get-my-payments.ts";
import { PaymentRow } from "./payment-row.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

export const PAYMENTS_PAGE_SIZE = 10;
export const PAYMENTS_SECTION_ID = "payments";

/**
 * The dashboard's Payment History tile leads here: every payment of this customer, newest first.
 * `loading`: in My Bookings' outline, its skeleton while the payments are asked for already.
 */
export function PaymentHistory({ loading = false }: { loading?: boolean }) {
  const payments = useMyPayments(PAYMENTS_PAGE_SIZE);
  const rows = payments.data?.pages.flatMap((page) => page.items) ?? [];
  const total = payments.data?.pages[0]?.total ?? 0;

  return (
    <Card id={PAYMENTS_SECTION_ID} aria-labelledby="payments-heading" role="region" className="scroll-mt-24">
      <CardHeader>
        <CardTitle id="payments-heading" className="flex items-center gap-2">
          <Receipt aria-hidden="true" className="size-5 text-brand-600" />
          {m.payhist_title()}
        </CardTitle>
        <CardDescription>{m.payhist_description()}</CardDescription>
      </CardHeader>
      <CardContent className="pt-2">
        {loading || payments.isPending ? (
          // Rows of a payment's height: the service and the date on the left, the amount on the right.
          <div role="status" aria-label={m.payhist_loading()} className="divide-y divide-slate-100">
            {[0, 1].map((index) => (
              <div key={index} className="flex items-start justify-between gap-4 py-3">
                <div className="min-w-0 flex-1 space-y-2 py-0.5">
                  <Skeleton className="h-4 w-40 max-w-full" />
                  <Skeleton className="h-3.5 w-52 max-w-full" />
                </div>
                <Skeleton className="mt-0.5 h-5 w-16" />
              </div>
            ))}
          </div>
        ) : payments.isError ? (
          <Alert variant="destructive" title={m.payhist_load_failed()}>
            <Button variant="link" className="h-auto p-0" onClick={() => void payments.refetch()}>
              {m.try_again()}
            </Button>
          </Alert>
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-slate-600">{m.payhist_empty()}</p>
        ) : (
          <>
            <ul aria-label={m.payhist_list_label()} className="divide-y divide-slate-100">
              {rows.map((payment) => (
                <li key={payment.id}>
                  <PaymentRow payment={payment} />
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-slate-600">{m.payhist_showing({ shown: rows.length, total })}</p>
            {payments.hasNextPage ? (
              <Button variant="outline" className="mt-3 w-full sm:w-auto" disabled={payments.isFetchingNextPage} onClick={() => void payments.fetchNextPage()}>
                {payments.isFetchingNextPage ? <Spinner /> : null}
                {m.payhist_load_more()}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
