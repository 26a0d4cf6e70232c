import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatInvoiceNumber } from "@/shared/rules/invoice.ts";
import type { TCustomerDetail } from "@/shared/schemas/customers.ts";
import { formatDateTime, formatDay, formatMoney } from "@/client/lib/format.ts";
import { adminInvoiceHref, adminJobHref } from "@/client/lib/paths.ts";
import { Badge } from "@/client/ui/badge.tsx";

/** "in_progress" → "In progress". */
const label = (value: string) => {
  const words = value.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const PAYMENT_KINDS: Record<string, string> = { deposit: "Deposit", emergency_fee: "Emergency fee", balance: "Invoice payment", refund: "Refund" };
const PAYMENT_STATUSES: Record<string, string> = { succeeded: "Paid", pending: "Pending", failed: "Failed", refunded: "Refunded" };

function Section({ title, total, shown, empty, children }: { title: string; total: number; shown: number; empty: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`history-${title}`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={`history-${title}`} className="flex items-baseline gap-2 text-lg font-semibold text-slate-900">
        {title}
        <span className="text-sm font-medium text-slate-600 tabular-nums">{total}</span>
      </h2>
      {total === 0 ? <p className="mt-2 text-sm text-slate-600">{empty}</p> : <ul className="mt-3 divide-y divide-slate-100">{children}</ul>}
      {total > shown ? (
        <p className="mt-2 text-xs text-slate-600">
          The latest {shown} of {total}.
        </p>
      ) : null}
    </section>
  );
}

function Row({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-2.5 text-sm">
      <div className="min-w-0 flex-1">{main}</div>
      <div className="flex flex-wrap items-center gap-1.5 text-right">{side}</div>
    </li>
  );
}

const TestBadge = ({ test }: { test: boolean }) => (test ? <Badge variant="accent">Test</Badge> : null);

/** The customer's history, newest first in each kind ("A customer page shows their history"). */
export function CustomerHistory({ customer }: { customer: TCustomerDetail }) {
  const { jobs_history: jobs, bookings_history: bookings, payments_history: payments, invoices_history: invoices, reviews_history: reviews } = customer;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Section title="Jobs" total={jobs.total} shown={jobs.items.length} empty="No jobs yet.">
        {jobs.items.map((job) => (
          <Row
            key={job.id}
            main={
              <>
                <Link to={adminJobHref(job.id)} className="font-medium break-words text-brand-700 hover:underline">
                  {job.title}
                </Link>
                <p className="text-slate-600">
                  {job.scheduled_date ? formatDay(job.scheduled_date) : "Not scheduled"}
                  {job.scheduled_time ? `, ${job.scheduled_time}` : ""}
                  {job.technician_name ? ` · ${job.technician_name}` : ""}
                </p>
                {job.completed_at ? <p className="text-slate-600">Completed {formatDateTime(job.completed_at)}</p> : null}
              </>
            }
            side={
              <>
                {job.total_amount !== null ? <span className="font-semibold tabular-nums">{formatMoney(job.total_amount)}</span> : null}
                <Badge variant={job.status === "completed" ? "success" : "secondary"}>{label(job.status)}</Badge>
              </>
            }
          />
        ))}
      </Section>
      <Section title="Bookings" total={bookings.total} shown={bookings.items.length} empty="No bookings yet.">
        {bookings.items.map((booking) => (
          <Row
            key={booking.id}
            main={
              <>
                <p className="font-medium text-slate-900">{booking.service_name ?? (booking.is_emergency ? "Emergency visit" : "Booking")}</p>
                <p className="text-slate-600">
                  {formatDay(booking.scheduled_date)}, {booking.scheduled_time}
                </p>
              </>
            }
            side={
              <>
                <span className="font-semibold tabular-nums">{formatMoney(booking.amount)}</span>
                {booking.is_emergency ? <Badge variant="destructive">Emergency</Badge> : null}
                <Badge variant="secondary">{label(booking.status)}</Badge>
                <TestBadge test={booking.is_test} />
              </>
            }
          />
        ))}
      </Section>
      <Section title="Payments" total={payments.total} shown={payments.items.length} empty="No payments yet.">
        {payments.items.map((payment) => (
          <Row
            key={payment.id}
            main={
              <>
                <p className="font-medium text-slate-900">
                  {PAYMENT_KINDS[payment.kind] ?? label(payment.kind)}
                  {payment.invoice_number !== null ? ` · ${formatInvoiceNumber(payment.invoice_number)}` : ""}
                </p>
                <p className="text-slate-600">
                  <time dateTime={payment.created_at}>{formatDateTime(payment.created_at)}</time>
                </p>
              </>
            }
            side={
              <>
                <span className="font-semibold tabular-nums">
                  {payment.kind === "refund" ? "−" : ""}
                  {formatMoney(payment.amount)}
                </span>
                <Badge variant={payment.status === "succeeded" ? "success" : "secondary"}>{PAYMENT_STATUSES[payment.status] ?? label(payment.status)}</Badge>
                <TestBadge test={payment.is_test} />
              </>
            }
          />
        ))}
      </Section>
      <Section title="Invoices" total={invoices.total} shown={invoices.items.length} empty="No invoices yet.">
        {invoices.items.map((invoice) => (
          <Row
            key={invoice.id}
            main={
              <>
                <Link to={adminInvoiceHref(invoice.id)} className="font-medium text-brand-700 tabular-nums hover:underline">
                  {formatInvoiceNumber(invoice.number)}
                </Link>
                <p className="break-words text-slate-600">
                  {invoice.job_title} · <time dateTime={invoice.issued_at}>{formatDateTime(invoice.issued_at)}</time>
                </p>
              </>
            }
            side={
              <>
                <span className="font-semibold tabular-nums">{formatMoney(invoice.total)}</span>
                <Badge variant={invoice.status === "paid" ? "success" : "secondary"}>{invoice.status === "paid" ? "Paid" : "Unpaid"}</Badge>
                <TestBadge test={invoice.is_test} />
              </>
            }
          />
        ))}
      </Section>
      <Section title="Reviews" total={reviews.total} shown={reviews.items.length} empty="No reviews yet.">
        {reviews.items.map((review) => (
          <Row
            key={review.id}
            main={
              <>
                <p className="font-medium text-slate-900">{review.service_name}</p>
                {review.review_text ? <p className="break-words text-slate-700">{review.review_text}</p> : null}
              </>
            }
            side={
              <span className="font-semibold text-slate-900" aria-label={`${review.rating} out of 5 stars`}>
                {"★".repeat(review.rating)}
                <span className="text-slate-300">{"★".repeat(5 - review.rating)}</span>
              </span>
            }
          />
        ))}
      </Section>
    </div>
  );
}
