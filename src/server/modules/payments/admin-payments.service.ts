import { paymentStatusLabel } from "../../../shared/rules/ledger.ts";
import { netOf } from "../../../shared/rules/payment-totals.ts";
import type { TAdminPaymentPage, TPaymentListQuery } from "../../../shared/schemas/payments-admin.ts";
import type { TAdminPaymentsRepository } from "./admin-payments.repository.ts";

// Payments: the admin's list of payments and the totals of its filter, both from the server.
export function adminPaymentsService(deps: { repository: TAdminPaymentsRepository }) {
  const { repository } = deps;

  return {
    /** A page of the filter's payments; the first page (no cursor) also carries the filter's totals. */
    async list(query: TPaymentListQuery): Promise<TAdminPaymentPage> {
      const [page, sums] = await Promise.all([repository.page(query), query.cursor ? null : repository.totals(query)]);
      return {
        items: page.items.map(({ job_id, job_title, invoice_id, invoice_number, created_at, ...payment }) => ({
          ...payment,
          status_label: paymentStatusLabel(payment.kind, payment.status),
          created_at: created_at.toISOString(),
          job: job_id && job_title !== null ? { id: job_id, title: job_title } : null,
          invoice: invoice_id && invoice_number !== null ? { id: invoice_id, number: invoice_number } : null,
        })),
        next_cursor: page.next_cursor,
        totals: sums
          ? {
              count: sums.count,
              by_kind: { deposit: sums.deposit, emergency_fee: sums.emergency_fee, balance: sums.balance, refund: sums.refund },
              net: netOf(sums),
            }
          : null,
      };
    },
  };
}

export type TAdminPaymentsService = ReturnType<typeof adminPaymentsService>;
