import { EmptyState, ListState, LoadMore } from "@/client/ui/list-state.tsx";
import { CreditCard } from "lucide-react";
import type { TAdminPayment } from "@/shared/schemas/payments-admin.ts";
import { formatDateTime, formatMoney } from "@/client/lib/format.ts";
import { Badge } from "@/client/ui/badge.tsx";
import type { usePayments } from "../api/get-payments.ts";
import { PaymentLinks } from "./payment-links.tsx";
import { paymentKindLabel } from "./payment-format.ts";
import { Table, TableBody, TableHead, Td, Th } from "@/client/ui/table.tsx";

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

function PaymentTable({ payments }: { payments: TAdminPayment[] }) {
  return (
    <Table caption="Payments" fromTablet>
      <TableHead>
        <Th>Date</Th>
        <Th>Kind</Th>
        <Th>Customer</Th>
        <Th>For</Th>
        <Th align="right">Amount</Th>
        <Th>Status</Th>
      </TableHead>
      <TableBody>
        {payments.map((payment) => (
          <tr key={payment.id}>
            <Td className="whitespace-nowrap text-slate-700">
              <time dateTime={payment.created_at}>{formatDateTime(payment.created_at)}</time>
            </Td>
            <Td className="text-slate-900">{paymentKindLabel(payment.kind)}</Td>
            <Td className="text-slate-800">{payment.customer_name ?? "—"}</Td>
            <Td>
              <PaymentLinks payment={payment} />
            </Td>
            <Td align="right">
              <Amount payment={payment} />
            </Td>
            <Td>
              <Badges payment={payment} />
            </Td>
          </tr>
        ))}
      </TableBody>
    </Table>
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
