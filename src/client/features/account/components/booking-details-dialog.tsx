import type { ReactNode } from "react";
import { generatePath, Link } from "react-router";
import { slotWithZone } from "@/shared/rules/business-time.ts";
import type { TMyBooking, TMyBookingDetails } from "@/shared/schemas/account.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { formatServiceDate } from "@/client/lib/calendar-day.ts";
import { formatDateTime } from "@/client/lib/format.ts";
import { paths } from "@/client/lib/paths.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Badge } from "@/client/ui/badge.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { LedgerSummary } from "@/client/ui/ledger-summary.tsx";
import { EmergencySummary, localizedResponsePhrase } from "@/client/ui/emergency-summary.tsx";
import { bookingTaxNote } from "@/shared/rules/ledger.ts";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { useMyBooking } from "../api/get-my-booking.ts";
import { BookingProgress } from "./booking-progress.tsx";
import { BookingStatusBadge } from "./booking-status-badge.tsx";
import { PaymentRow } from "./payment-row.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { bookedService } from "@/client/lib/service-name.ts";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-100 pt-4">
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Row({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4 py-1 text-sm">
      <dt className={strong ? "font-semibold text-slate-900" : "text-slate-600"}>{label}</dt>
      <dd className={strong ? "text-right font-semibold text-slate-900 tabular-nums" : "text-right text-slate-900 tabular-nums"}>{value}</dd>
    </div>
  );
}

function AmountsAndPayments({ details }: { details: TMyBookingDetails }) {
  return (
    <>
      <Section title={details.is_emergency ? m.mybookings_emergency_fee() : m.mybookings_amounts()}>
        <LedgerSummary ledger={details.ledger} />
        {/* Decision 0146: while the booking's own lines are its price, say what its tax and deposit mean, as the dialog and the receipt did. */}
        {details.ledger.source === "booking" ? <p className="mt-1 text-xs text-slate-600">{bookingTaxNote(details.ledger.tax_rate_percent)}</p> : null}
        {details.invoice_id ? (
          <Link
            to={generatePath(paths.dashboardInvoice, { id: details.invoice_id })}
            className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
          >
            {m.mybookings_view_invoice()}
          </Link>
        ) : null}
      </Section>

      <Section title={m.mybookings_payments()}>
        {details.payments.length === 0 ? (
          <p className="text-sm text-slate-600">{m.mybookings_no_payments()}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {details.payments.map((payment) => (
              <li key={payment.id}>
                <PaymentRow payment={payment} />
              </li>
            ))}
          </ul>
        )}
      </Section>

      {details.notes ? (
        <Section title={m.mybookings_notes()}>
          <p className="text-sm whitespace-pre-line text-slate-800">{details.notes}</p>
        </Section>
      ) : null}

      {details.job_notes.length > 0 ? (
        <Section title={m.mybookings_technician_notes()}>
          <ul className="space-y-2">
            {details.job_notes.map((note) => (
              <li key={note.id} className="text-sm text-slate-800">
                <p className="whitespace-pre-line">{note.body}</p>
                <p className="text-xs text-slate-500">{formatDateTime(note.created_at)}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}

/** View Details: the booking with its amounts, add-ons, payments and job status. */
export function BookingDetailsDialog({ booking, onClose }: { booking: TMyBooking; onClose: () => void }) {
  const details = useMyBooking(booking.id);
  const data = details.data;
  const address = [booking.service_address, booking.service_city].filter(Boolean).join(", ");
  const service = bookedService(booking);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle lang={service.lang}>{service.name}</DialogTitle>
          <DialogDescription>
            {booking.emergency
              ? m.mybookings_emergency_requested({
                  day: formatServiceDate(booking.scheduled_date),
                  response: localizedResponsePhrase(booking.emergency.response_window),
                })
              : m.format_visit_at({ day: formatServiceDate(booking.scheduled_date), time: slotWithZone(booking.scheduled_time) })}
          </DialogDescription>
        </DialogHeader>

        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <BookingStatusBadge status={(data ?? booking).status} />
            {data?.is_test ? <Badge variant="accent">{m.mybookings_test_booking()}</Badge> : null}
          </div>
          <BookingProgress status={(data ?? booking).status} />
          {booking.emergency ? <EmergencySummary summary={(data ?? booking).emergency ?? booking.emergency} /> : null}

          <Section title={m.mybookings_appointment()}>
            <dl>
              <Row label={m.mybookings_date()} value={formatServiceDate((data ?? booking).scheduled_date)} />
              {booking.emergency ? null : <Row label={m.mybookings_time()} value={slotWithZone((data ?? booking).scheduled_time)} />}
              <Row label={m.mybookings_technician()} value={(data ?? booking).technician_name ?? m.mybookings_not_assigned()} />
              {data?.estimated_hours ? <Row label={m.mybookings_estimated_hours()} value={m.mybookings_hours({ hours: data.estimated_hours })} /> : null}
              {address ? <Row label={m.mybookings_address()} value={address} /> : null}
              {booking.customer_phone ? <Row label={m.mybookings_phone()} value={booking.customer_phone} /> : null}
            </dl>
          </Section>

          {details.isPending ? (
            <div role="status" aria-label={m.mybookings_details_loading()} className="space-y-2">
              <Skeleton className="h-5" />
              <Skeleton className="h-5" />
              <Skeleton className="h-5" />
            </div>
          ) : details.isError ? (
            <Alert variant="destructive" title={m.mybookings_details_failed()}>
              {errorMessage(details.error)}
            </Alert>
          ) : (
            <AmountsAndPayments details={details.data} />
          )}
        </div>

        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button variant="outline">{m.mybookings_done()}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
