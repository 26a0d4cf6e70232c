import { useId, type ReactNode } from "react";
import { BOOKING_STATUS_LABELS } from "@/shared/rules/booking-status.ts";
import { Camera, FileText, Ruler } from "lucide-react";
import type { TJobDetail } from "@/shared/schemas/jobs.ts";
import { formatServiceDate } from "@/client/lib/calendar-day.ts";
import { formatDateTime, formatMoney, telHref } from "@/client/lib/format.ts";
import { LedgerSummary } from "@/client/ui/ledger-summary.tsx";
import { EmergencySummary } from "@/client/ui/emergency-summary.tsx";
import { personName, scheduleText, shortId, technicianName } from "./job-format.ts";

/** A titled part of the job detail, named by its heading (a region screen readers can jump to). */
export function DetailSection({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-slate-100 pt-4">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_1fr] gap-3 py-1 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Every field of the job (staff-side.md §3 Job), with its customer and technician. */
export function JobFacts({ job }: { job: TJobDetail }) {
  const address = `${job.service_address}, ${job.service_city}, ${job.service_state} ${job.service_zip}`;
  return (
    <DetailSection title="Job details">
      <dl>
        <Row label="Job ID">
          <span title={job.id}>#{shortId(job.id)}</span>
        </Row>
        <Row label="Customer">
          {personName(job.customer)}
          <span className="block text-slate-600">{job.customer.email}</span>
          {job.customer.phone ? (
            <a href={telHref(job.customer.phone)} className="block text-brand-700 underline-offset-4 hover:underline">
              {job.customer.phone}
            </a>
          ) : null}
        </Row>
        <Row label="Technician">{technicianName(job)}</Row>
        <Row label="Scheduled">{scheduleText(job)}</Row>
        <Row label="Service address">{address}</Row>
        <Row label="Estimated hours">{job.estimated_hours === null ? "Not set" : `${job.estimated_hours} hr`}</Row>
        <Row label="Amount">{job.total_amount === null ? "Not set" : formatMoney(job.total_amount)}</Row>
        <Row label="Created">{formatDateTime(job.created_at)}</Row>
        {job.started_at ? <Row label="Started">{formatDateTime(job.started_at)}</Row> : null}
        {job.completed_at ? <Row label="Completed">{formatDateTime(job.completed_at)}</Row> : null}
        <Row label="Description">{job.description ? <span className="whitespace-pre-line">{job.description}</span> : "No description"}</Row>
      </dl>
    </DetailSection>
  );
}

/**
 * The booking the job came from (DESIGN.md: a completed booking creates a job). An emergency is
 * a kind of job with its own summary (customer-side.md §9): its response window and its fee as
 * paid, never "Service removed" or a clock time.
 */
export function JobBooking({ booking, emergency }: { booking: NonNullable<TJobDetail["booking"]>; emergency: TJobDetail["emergency"] }) {
  return (
    <DetailSection title="Booking">
      {emergency ? <EmergencySummary summary={emergency} className="mb-2" /> : null}
      <dl>
        <Row label="Service">{booking.service_name ?? (booking.is_emergency ? "Emergency service" : "Service removed")}</Row>
        {booking.is_emergency ? (
          <Row label="Requested">{formatServiceDate(booking.scheduled_date)}</Row>
        ) : (
          <Row label="Booked for">
            {formatServiceDate(booking.scheduled_date)}, {booking.scheduled_time}
          </Row>
        )}
        <Row label="Booking status">{BOOKING_STATUS_LABELS[booking.status]}</Row>
        <Row label="Booking ID">#{shortId(booking.id)}</Row>
      </dl>
    </DetailSection>
  );
}

/** The job's money, from the server's ledger (decision 0135): price, tax, payments and balance. */
export function JobMoney({ ledger }: { ledger: NonNullable<TJobDetail["ledger"]> }) {
  return (
    <DetailSection title="Money">
      <LedgerSummary ledger={ledger} />
    </DetailSection>
  );
}

function Empty({ icon: Icon, children }: { icon: typeof Camera; children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      {children}
    </p>
  );
}

/** What the technician app adds to the job: photos, room measurements, estimates. */
export function JobFieldWork({ job }: { job: TJobDetail }) {
  return (
    <>
      <DetailSection title="Photos">
        {job.photos.length === 0 ? (
          <Empty icon={Camera}>No photos yet. Photos the technician takes on the job appear here.</Empty>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {job.photos.map((photo) => (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg border border-slate-200">
                  <img
                    src={photo.url}
                    alt={photo.caption ?? `Job photo from ${formatDateTime(photo.created_at)}`}
                    className="aspect-square w-full object-cover"
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
      <DetailSection title="Room measurements">
        {job.measurements.length === 0 ? (
          <Empty icon={Ruler}>No room measurements yet.</Empty>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {job.measurements.map((room) => (
              <li key={room.id} className="flex justify-between gap-3 py-1.5">
                <span className="font-medium text-slate-900">{room.name}</span>
                <span className="text-slate-700 tabular-nums">
                  {room.length} × {room.width} ft{room.height ? ` × ${room.height} ft` : ""} · {room.area} sq ft
                </span>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
      <DetailSection title="Estimates">
        {job.estimates.length === 0 ? (
          <Empty icon={FileText}>No estimates yet.</Empty>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {job.estimates.map((estimate) => (
              <li key={estimate.id} className="flex justify-between gap-3 py-1.5">
                <span className="text-slate-700">
                  {formatDateTime(estimate.created_at)}
                  {estimate.revision && estimate.revision > 1 ? ` · revision ${estimate.revision}` : ""}
                  {estimate.discount_percent ? ` · ${estimate.discount_percent}% first-booking discount` : ""}
                </span>
                <span className="flex items-center gap-2">
                  {estimate.status ? (
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800 capitalize">{estimate.status}</span>
                  ) : null}
                  <span className="font-semibold text-slate-900 tabular-nums">{formatMoney(estimate.total)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
    </>
  );
}
