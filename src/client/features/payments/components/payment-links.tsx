import { Link } from "react-router";
import { formatInvoiceNumber } from "@/shared/rules/invoice.ts";
import type { TAdminPayment } from "@/shared/schemas/payments-admin.ts";
import { adminInvoiceHref, adminJobHref } from "@/client/lib/paths.ts";

/** Where a payment belongs: its job (which shows its booking), its invoice, or a booking with no job yet. */
export function PaymentLinks({ payment }: { payment: TAdminPayment }) {
  const links = [
    payment.job ? (
      <Link key="job" to={adminJobHref(payment.job.id)} className="font-medium break-words text-brand-700 hover:underline">
        {payment.job.title}
      </Link>
    ) : null,
    payment.invoice ? (
      <Link key="invoice" to={adminInvoiceHref(payment.invoice.id)} className="font-medium text-brand-700 tabular-nums hover:underline">
        {formatInvoiceNumber(payment.invoice.number)}
      </Link>
    ) : null,
    !payment.job && payment.booking_id ? (
      <span key="booking" className="text-slate-600">
        Booking {payment.booking_id.slice(0, 8)}…
      </span>
    ) : null,
  ].filter(Boolean);
  if (links.length === 0) return <span className="text-slate-500">No booking</span>;
  return <span className="flex flex-col gap-0.5">{links}</span>;
}
