import type { ReactNode } from "react";
import { slotWithZone } from "@/shared/rules/business-time.ts";
import { bookingReference } from "@/shared/rules/booking-status.ts";
import { CalendarDays, CalendarClock, Clock, Eye, MapPin, Phone, Siren, Star, UserRound, X } from "lucide-react";
import { Link } from "react-router";
import { emergencyTimelinePath } from "@/shared/rules/emergency-promise.ts";
import type { TMyBooking } from "@/shared/schemas/account.ts";
import { formatServiceDate } from "@/client/lib/calendar-day.ts";
import { Badge } from "@/client/ui/badge.tsx";
import { Button } from "@/client/ui/button.tsx";
import { EmergencySummary } from "@/client/ui/emergency-summary.tsx";
import { BookingStatusBadge } from "./booking-status-badge.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { bookedService } from "@/client/lib/service-name.ts";

export type TBookingAction = "details" | "reschedule" | "cancel" | "rate";

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <dt className="mt-0.5 text-slate-500 [&_svg]:size-4">
        <span aria-hidden="true">{icon}</span>
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </div>
  );
}

/**
 * One booking of My Bookings: service, date, time, status, technician when assigned,
 * address and phone, and the actions the server allows for it.
 */
export function MyBookingCard({ booking, onAction }: { booking: TMyBooking; onAction: (action: TBookingAction, booking: TMyBooking) => void }) {
  const titleId = `booking-${booking.id}-title`;
  const service = bookedService(booking);
  const address = [booking.service_address, booking.service_city].filter(Boolean).join(", ");

  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold text-slate-900" lang={service.lang}>
            {service.name}
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">{bookingReference(booking.id)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <BookingStatusBadge status={booking.status} />
        </div>
      </div>

      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact icon={<CalendarDays />} label={booking.emergency ? m.mybookings_requested() : m.mybookings_date()}>
          {formatServiceDate(booking.scheduled_date)}
        </Fact>
        {booking.emergency ? null : (
          <Fact icon={<Clock />} label={m.mybookings_time()}>
            {slotWithZone(booking.scheduled_time)}
          </Fact>
        )}
        {booking.technician_name ? (
          <Fact icon={<UserRound />} label={m.mybookings_assigned()}>
            {m.mybookings_technician_is({ name: booking.technician_name })}
          </Fact>
        ) : null}
        {address ? (
          <Fact icon={<MapPin />} label={m.mybookings_address()}>
            {address}
          </Fact>
        ) : null}
        {booking.customer_phone ? (
          <Fact icon={<Phone />} label={m.mybookings_phone()}>
            {booking.customer_phone}
          </Fact>
        ) : null}
      </dl>
      {booking.emergency ? <EmergencySummary summary={booking.emergency} className="mt-4" /> : null}

      <div className="mt-5 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
        <Button variant="outline" size="sm" aria-describedby={titleId} onClick={() => onAction("details", booking)}>
          <Eye aria-hidden="true" />
          {m.mybookings_view_details()}
        </Button>
        {booking.is_emergency ? (
          <Button asChild variant="outline" size="sm" aria-describedby={titleId}>
            {/* Decision 0158: the emergency's timeline, with the countdown to the 2-hour promise. */}
            <Link to={emergencyTimelinePath(booking.id)}>
              <Siren aria-hidden="true" />
              {m.mybookings_follow_emergency()}
            </Link>
          </Button>
        ) : null}
        {booking.can_reschedule ? (
          <Button variant="outline" size="sm" aria-describedby={titleId} onClick={() => onAction("reschedule", booking)}>
            <CalendarClock aria-hidden="true" />
            {m.mybookings_reschedule()}
          </Button>
        ) : null}
        {booking.can_cancel ? (
          <Button
            variant="outline"
            size="sm"
            className="text-red-700 hover:text-red-800"
            aria-describedby={titleId}
            onClick={() => onAction("cancel", booking)}
          >
            <X aria-hidden="true" />
            {m.mybookings_cancel()}
          </Button>
        ) : null}
        {booking.can_rate ? (
          <Button variant="accent" size="sm" aria-describedby={titleId} onClick={() => onAction("rate", booking)}>
            <Star aria-hidden="true" />
            {m.mybookings_rate()}
          </Button>
        ) : null}
        {booking.rated ? (
          <Badge variant="success" className="ml-auto">
            <Star aria-hidden="true" className="size-3 fill-current" />
            {m.mybookings_rated()}
          </Badge>
        ) : null}
      </div>
    </article>
  );
}
