import { formatDateTime, formatMoney } from "@/client/lib/format.ts";
import { Badge } from "@/client/ui/badge.tsx";
import type { TPaymentRow } from "../api/get-my-payments.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { customerPaymentStatusLabel, paymentKindLabel } from "./account-format.ts";
import { bookedService } from "@/client/lib/service-name.ts";

/** One payment: date, service, kind, amount, and whether it was a test payment. */
export function PaymentRow({ payment }: { payment: TPaymentRow }) {
  const refund = payment.kind === "refund";
  const service = payment.service_name ? bookedService({ ...payment, service_name: payment.service_name }) : null;
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900" lang={service?.lang}>
          {service?.name ?? m.payhist_service_fallback()}
        </p>
        <p className="text-sm text-slate-600">
          <time dateTime={payment.created_at}>{formatDateTime(payment.created_at)}</time>
          <span aria-hidden="true"> · </span>
          {paymentKindLabel(payment.kind)}
        </p>
        {payment.returns_at ? (
          // Decision 0140: a deposit no booking took yet says what becomes of it.
          <ReturnsNote at={payment.returns_at} />
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row-reverse sm:items-center sm:gap-3">
        <span className="font-semibold text-slate-900 tabular-nums">
          {refund ? "−" : ""}
          {formatMoney(payment.amount)}
        </span>
        <span className="flex gap-1.5">
          {payment.is_test ? <Badge variant="accent">{m.payhist_test()}</Badge> : null}
          {/* Money given back is 'Refunded', never 'Paid'. */}
          <Badge variant={payment.status === "succeeded" && !refund ? "success" : "secondary"}>
            {customerPaymentStatusLabel(payment.kind, payment.status)}
          </Badge>
        </span>
      </div>
    </div>
  );
}

/** The sentence in the page's language, its date kept a `<time>`: the message is split where the date goes. */
function ReturnsNote({ at }: { at: string }) {
  const MARK = "\u0000";
  const [before = "", after = ""] = m.payhist_returns({ when: MARK }).split(MARK);
  return (
    <p className="text-sm text-amber-800">
      {before}
      <time dateTime={at}>{formatDateTime(at)}</time>
      {after}
    </p>
  );
}
