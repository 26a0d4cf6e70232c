import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { CalendarX2, Wrench } from "lucide-react";
import type { TMyBooking } from "@/shared/schemas/account.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { paths } from "@/client/lib/paths.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button, buttonClassName } from "@/client/ui/button.tsx";
import { Skeleton, SkeletonLine } from "@/client/ui/skeleton.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useMyBookings } from "../api/get-my-bookings.ts";
import { MyBookingCard, type TBookingAction } from "./my-booking-card.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

// A booking's dialogs are code of their own (their forms, calendar and checks are most of the
// page's script): fetched once the list is drawn, so the page starts without them and a tap
// finds them loaded.
const dialogs = {
  details: () => import("./booking-details-dialog.tsx"),
  reschedule: () => import("./reschedule-dialog.tsx"),
  cancel: () => import("./cancel-booking-dialog.tsx"),
  rate: () => import("./rate-booking-dialog.tsx"),
};
const BookingDetailsDialog = lazy(() => dialogs.details().then((module) => ({ default: module.BookingDetailsDialog })));
const RescheduleDialog = lazy(() => dialogs.reschedule().then((module) => ({ default: module.RescheduleDialog })));
const CancelBookingDialog = lazy(() => dialogs.cancel().then((module) => ({ default: module.CancelBookingDialog })));
const RateBookingDialog = lazy(() => dialogs.rate().then((module) => ({ default: module.RateBookingDialog })));

export const BOOKINGS_PAGE_SIZE = 10;

/**
 * My Bookings: the customer's real bookings, newest first, a page at a time. `loading`: the page
 * holds its content until what decides its layout is known (my-bookings-page.tsx).
 */
export function MyBookingsList({ loading = false }: { loading?: boolean }) {
  const bookings = useMyBookings(BOOKINGS_PAGE_SIZE);
  const [chosen, setChosen] = useState<{ action: TBookingAction; booking: TMyBooking } | null>(null);
  const rows = bookings.data?.pages.flatMap((page) => page.items) ?? [];
  const total = bookings.data?.pages[0]?.total ?? 0;
  // The review request's link (`?rate=<booking id>`) opens Rate Service for that booking.
  const [searchParams, setSearchParams] = useSearchParams();
  const rateId = searchParams.get("rate");
  const toRate = rateId ? rows.find((booking) => booking.id === rateId && booking.can_rate) : undefined;
  const open = chosen ?? (toRate ? { action: "rate" as const, booking: toRate } : null);
  const setOpen = setChosen;
  const listed = rows.length > 0;
  useEffect(() => {
    if (listed) for (const load of Object.values(dialogs)) void load();
  }, [listed]);
  const close = () => {
    setChosen(null);
    if (rateId) {
      const next = new URLSearchParams(searchParams);
      next.delete("rate");
      setSearchParams(next, { replace: true, preventScrollReset: true });
    }
  };

  if (loading || bookings.isPending) {
    return (
      <div role="status" aria-label={m.mybookings_loading()} className="space-y-4">
        <BookingCardSkeleton />
        <BookingCardSkeleton />
      </div>
    );
  }
  if (bookings.isError) {
    return (
      <Alert variant="destructive" title={m.mybookings_load_failed()}>
        <p>{errorMessage(bookings.error)}</p>
        <Button variant="link" className="h-auto p-0" onClick={() => void bookings.refetch()}>
          {m.try_again()}
        </Button>
      </Alert>
    );
  }
  if (rows.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <CalendarX2 aria-hidden="true" className="mx-auto size-10 text-slate-400" />
        <p className="mt-3 text-lg font-semibold text-slate-900">{m.mybookings_empty_title()}</p>
        <p className="mt-1 text-slate-600">{m.mybookings_empty_text()}</p>
        <Link to={paths.services} className={buttonClassName({ variant: "outline", className: "mt-5" })}>
          <Wrench aria-hidden="true" />
          {m.mybookings_browse()}
        </Link>
      </div>
    );
  }

  return (
    <>
      <ul aria-label={m.mybookings_bookings()} className="space-y-4">
        {rows.map((booking) => (
          <li key={booking.id}>
            <MyBookingCard booking={booking} onAction={(action, row) => setOpen({ action, booking: row })} />
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{m.mybookings_showing({ shown: rows.length, total })}</p>
        {bookings.hasNextPage ? (
          <Button variant="outline" disabled={bookings.isFetchingNextPage} onClick={() => void bookings.fetchNextPage()}>
            {bookings.isFetchingNextPage ? <Spinner /> : null}
            {m.mybookings_load_more()}
          </Button>
        ) : null}
      </div>

      <Suspense fallback={null}>
        {open?.action === "details" ? <BookingDetailsDialog booking={open.booking} onClose={close} /> : null}
        {open?.action === "reschedule" ? <RescheduleDialog booking={open.booking} onClose={close} /> : null}
        {open?.action === "cancel" ? <CancelBookingDialog booking={open.booking} onClose={close} /> : null}
        {open?.action === "rate" ? <RateBookingDialog booking={open.booking} onClose={close} /> : null}
      </Suspense>
    </>
  );
}

/** A booking's card as MyBookingCard draws it: title and reference, four facts, two actions. */
function BookingCardSkeleton() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <SkeletonLine box="h-7" className="h-5 w-48 max-w-full" />
          <SkeletonLine box="mt-0.5 h-5" className="h-3.5 w-24" />
        </div>
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
      <div className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="flex h-5 items-center gap-2">
            <Skeleton className="size-4 shrink-0 rounded" />
            <Skeleton className="h-3.5 w-40 max-w-full" />
          </div>
        ))}
      </div>
      <div className="mt-5 flex gap-2 border-t border-slate-100 pt-4">
        <Skeleton className="h-9 w-32" />
        <Skeleton className="h-9 w-28" />
      </div>
    </div>
  );
}
