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
import { EmergencySummary } from "@/client/ui/emergency-summary.tsx";
import { responsePhrase } from "@/shared/rules/emergency-promise.ts";
import { bookingTaxNote } from "@/shared/rules/ledger.ts";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { useMyBooking } from "../api/get-my-booking.ts";
import { BookingProgress } from "./booking-progress.tsx";
import { BookingStatusBadge } from "./booking-status-badge.tsx";
import { PaymentRow } from "./payment-row.tsx";

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
      <Section title={details.is_emergency ? "Emergency fee" : "Amounts"}>
        <LedgerSummary ledger={details.ledger} />
        {/* Decision 0146: while the booking's own lines are its price, say what its tax and deposit mean, as the dialog and the receipt did. */}
        {details.ledger.source === "booking" ? <p className="mt-1 text-xs text-slate-600">{bookingTaxNote(details.ledger.tax_rate_percent)}</p> : null}
        {details.invoice_id ? (
          <Link
            to={generatePath(paths.dashboardInvoice, { id: details.invoice_id })}
            className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
          >
            View invoice
          </Link>
        ) : null}
      </Section>

      <Section title="Payments">
        {details.payments.length === 0 ? (
          <p className="text-sm text-slate-600">No payments yet</p>
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
        <Section title="Notes">
          <p className="text-sm whitespace-pre-line text-slate-800">{details.notes}</p>
        </Section>
      ) : null}

      {details.job_notes.length > 0 ? (
        <Section title="Notes from your technician">
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

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{booking.service_name}</DialogTitle>
          <DialogDescription>
            {booking.emergency
              ? `Emergency service requested ${formatServiceDate(booking.scheduled_date)}: ${responsePhrase(booking.emergency.response_window)}`
              : `${formatServiceDate(booking.scheduled_date)} at ${slotWithZone(booking.scheduled_time)}`}
          </DialogDescription>
        </DialogHeader>

        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <BookingStatusBadge status={(data ?? booking).status} />
            {data?.is_test ? <Badge variant="accent">Test booking</Badge> : null}
          </div>
          <BookingProgress status={(data ?? booking).status} />
          {booking.emergency ? <EmergencySummary summary={(data ?? booking).emergency ?? booking.emergency} /> : null}

          <Section title="Appointment">
            <dl>
              <Row label="Date" value={formatServiceDate((data ?? booking).scheduled_date)} />
              {booking.emergency ? null : <Row label="Time" value={slotWithZone((data ?? booking).scheduled_time)} />}
              <Row label="Technician" value={(data ?? booking).technician_name ?? "Not assigned yet"} />
              {data?.estimated_hours ? <Row label="Estimated hours" value={`${data.estimated_hours} hr`} /> : null}
              {address ? <Row label="Address" value={address} /> : null}
              {booking.customer_phone ? <Row label="Phone" value={booking.customer_phone} /> : null}
            </dl>
          </Section>

          {details.isPending ? (
            <div role="status" aria-label="Loading booking details" className="space-y-2">
              <Skeleton className="h-5" />
              <Skeleton className="h-5" />
              <Skeleton className="h-5" />
            </div>
          ) : details.isError ? (
            <Alert variant="destructive" title="The booking's details could not be loaded">
              {errorMessage(details.error)}
            </Alert>
          ) : (
            <AmountsAndPayments details={details.data} />
          )}
        </div>

        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button variant="outline">Done</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
