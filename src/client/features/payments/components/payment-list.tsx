import { EmptyState, ListState, LoadMore } from "@/client/ui/list-state.tsx";
import { CreditCard } from "lucide-react";
import type { TAdminPayment } from "@/shared/schemas/payments-admin.ts";
import { formatDateTime, formatMoney } from "@/client/lib/format.ts";
import { Badge } from "@/client/ui/badge.tsx";
import type { usePayments } from "../api/get-payments.ts";
import { PaymentLinks } from "./payment-links.tsx";
import { paymentKindLabel } from "./payment-format.ts";

type TPaymentsQuery = ReturnType<typeof usePayments>;

/** The filter's payments, newest first, a page at a time ("Load more"). */
export function PaymentList({ payments, filtered }: { payments: TPaymentsQuery; filtered: boolean }) {
  const rows = payments.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <ListState
      query={payments}
      empty={rows.length === 0}
      loadingLabel="Loading payments"
      errorTitle="Failed to fetch payments"
      emptyState={
        <EmptyState
          icon={CreditCard}
          title="No payments found"
          description={filtered ? "Try adjusting your filters." : "Deposits, emergency fees and invoice payments appear here."}
        />
      }
    >
      <PaymentTable payments={rows} />
      <PaymentStack payments={rows} />
      <LoadMore query={payments} />
    </ListState>
  );
}

function Amount({ payment }: { payment: TAdminPayment }) {
  return (
    <span className="font-semibold text-slate-900 tabular-nums">
      {payment.kind === "refund" ? "−" : ""}
      {formatMoney(payment.amount)}
    </span>
  );
}

function Badges({ payment }: { payment: TAdminPayment }) {
  const ok = payment.status === "succeeded" && payment.kind !== "refund";
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <Badge variant={ok ? "success" : "secondary"}>{payment.status_label}</Badge>
      {payment.is_test ? <Badge variant="accent">Test</Badge> : null}
    </span>
  );
}

const TH = "px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase";
const TD = "px-3 py-3 align-top";

function PaymentTable({ payments }: { payments: TAdminPayment[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Payments</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={TH}>
              Date
            </th>
            <th scope="col" className={TH}>
              Kind
            </th>
            <th scope="col" className={TH}>
              Customer
            </th>
            <th scope="col" className={TH}>
              For
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Amount
            </th>
            <th scope="col" className={TH}>
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td className={`${TD} whitespace-nowrap text-slate-700`}>
                <time dateTime={payment.created_at}>{formatDateTime(payment.created_at)}</time>
              </td>
              <td className={`${TD} text-slate-900`}>{paymentKindLabel(payment.kind)}</td>
              <td className={`${TD} text-slate-800`}>{payment.customer_name ?? "—"}</td>
              <td className={TD}>
                <PaymentLinks payment={payment} />
              </td>
              <td className={`${TD} text-right`}>
                <Amount payment={payment} />
              </td>
              <td className={TD}>
                <Badges payment={payment} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On a phone: the same payments stacked, so nothing scrolls sideways at 375 px. */
function PaymentStack({ payments }: { payments: TAdminPayment[] }) {
  return (
    <ul aria-label="Payments" className="space-y-3 md:hidden">
      {payments.map((payment) => (
        <li key={payment.id} className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{paymentKindLabel(payment.kind)}</p>
              <p className="text-slate-700">{payment.customer_name ?? "—"}</p>
            </div>
            <Amount payment={payment} />
          </div>
          <p className="mt-1 text-slate-600">
            <time dateTime={payment.created_at}>{formatDateTime(payment.created_at)}</time>
          </p>
          <div className="mt-2 flex flex-wrap items-start justify-between gap-2">
            <PaymentLinks payment={payment} />
            <Badges payment={payment} />
          </div>
        </li>
      ))}
    </ul>
  );
}
