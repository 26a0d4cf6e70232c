import { formatDateTime, formatMoney } from "@/client/lib/format.ts";
import { Badge } from "@/client/ui/badge.tsx";
import type { TPaymentRow } from "../api/get-my-payments.ts";
import { paymentStatusLabel } from "@/shared/rules/ledger.ts";
import { paymentKindLabel } from "./account-format.ts";

/** One payment: date, service, kind, amount, and whether it was a test payment. */
export function PaymentRow({ payment }: { payment: TPaymentRow }) {
  const refund = payment.kind === "refund";
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{payment.service_name ?? "HomeFix service"}</p>
        <p className="text-sm text-slate-600">
          <time dateTime={payment.created_at}>{formatDateTime(payment.created_at)}</time>
          <span aria-hidden="true"> · </span>
          {paymentKindLabel(payment.kind)}
        </p>
        {payment.returns_at ? (
          // Decision 0140: a deposit no booking took yet says what becomes of it.
          <p className="text-sm text-amber-800">
            Not yet used for a booking: it goes back to your card on <time dateTime={payment.returns_at}>{formatDateTime(payment.returns_at)}</time> unless you
            finish booking with it.
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row-reverse sm:items-center sm:gap-3">
        <span className="font-semibold text-slate-900 tabular-nums">
          {refund ? "−" : ""}
          {formatMoney(payment.amount)}
        </span>
        <span className="flex gap-1.5">
          {payment.is_test ? <Badge variant="accent">Test</Badge> : null}
          {/* Money given back is 'Refunded', never 'Paid'. */}
          <Badge variant={payment.status === "succeeded" && !refund ? "success" : "secondary"}>{paymentStatusLabel(payment.kind, payment.status)}</Badge>
        </span>
      </div>
    </div>
  );
}
