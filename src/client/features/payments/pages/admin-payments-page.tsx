import { ZPaymentFilters } from "@/shared/schemas/payments-admin.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { PageHeader } from "@/client/ui/page-header.tsx";
import { usePayments } from "../api/get-payments.ts";
import type { TPaymentListFilters } from "../api/payments-keys.ts";
import { PaymentList } from "../components/payment-list.tsx";
import { PaymentsFilters } from "../components/payments-filters.tsx";
import { PaymentsTotals } from "../components/payments-totals.tsx";
import { usePaymentsParams } from "../components/use-payments-params.ts";

const LABELS: Record<keyof TPaymentListFilters, string> = { from: "From", to: "To", kind: "Kind", mode: "Mode" };

/** The shared schema's word on the filter (the server checks the same), by field. */
function filterErrors(filters: TPaymentListFilters) {
  const parsed = ZPaymentFilters.safeParse({ ...filters, from: filters.from || undefined, to: filters.to || undefined });
  const errors: Partial<Record<keyof TPaymentListFilters, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as keyof TPaymentListFilters;
    errors[field] ??= `${LABELS[field]} ${issue.message}`;
  }
  return errors;
}

/**
 * Payments (`/admin/payments`, in place of 'Payments Page - Coming Soon'): the deposits
 * and emergency fees the site recorded, refunds and invoice payments, test ones marked; filtered
 * by date and kind, with the filter's totals from the server.
 */
export function AdminPaymentsPage() {
  usePageTitle("Payments");
  const { filters, update } = usePaymentsParams();
  const errors = filterErrors(filters);
  const valid = Object.keys(errors).length === 0;
  const payments = usePayments(filters, valid);
  const totals = payments.data?.pages[0]?.totals;
  const filtered = Boolean(filters.from || filters.to) || filters.kind !== "all" || filters.mode !== "all";

  return (
    <>
      <PageHeader title="Payments" description="Deposits, emergency fees, refunds and invoice payments." />
      <div className="space-y-5">
        <PaymentsFilters filters={filters} errors={errors} onChange={update} />
        {valid ? (
          <>
            <PaymentsTotals totals={totals} />
            <PaymentList payments={payments} filtered={filtered} />
          </>
        ) : null}
      </div>
    </>
  );
}
