import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { paths } from "@/client/lib/paths.ts";
import { Skeleton, SkeletonLine } from "@/client/ui/skeleton.tsx";
import { LoadingState } from "@/client/ui/spinner.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

// The same chunks as the dashboard's routes (router.tsx), which the router has already asked
// for the address being opened.
const DashboardLayout = lazy(() => import("./dashboard-layout.tsx").then((m) => ({ default: m.DashboardLayout })));
const HomeOutline = lazy(() => import("../routes/dashboard-home-page.tsx").then((m) => ({ default: m.DashboardHomeOutline })));
const BookingsOutline = lazy(() => import("@/client/features/account/pages/my-bookings-page.tsx").then((m) => ({ default: m.MyBookingsOutline })));

/**
 * The dashboard's frame while the session is still asked for, instead of a lone spinner: its
 * header and navigation, and the page's outline in skeletons (decision 0159), the same outline
 * the page shows until its data is known, so nothing moves from one to the other (issue 28).
 * My Bookings knows its heading already; the dashboard's depends on the visitor (welcome or
 * welcome back).
 */
export function DashboardFrame() {
  const { pathname } = useLocation();
  const bookings = pathname.startsWith(paths.dashboardBookings);
  return (
    <Suspense fallback={<LoadingState fullScreen />}>
      <DashboardLayout pendingPage={<PageOutline bookings={bookings} />} />
    </Suspense>
  );
}

function PageOutline({ bookings }: { bookings: boolean }) {
  return (
    <div role="status" aria-label={m.dash_loading()}>
      {/* PageHeader's room: the title, its line, and the actions (under them at phone width). */}
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          {bookings ? (
            <>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{m.mybookings_title()}</h1>
              <p className="mt-1 text-slate-600">{m.mybookings_description()}</p>
            </>
          ) : (
            <>
              <div className="flex h-8 items-center sm:h-9">
                <Skeleton className="h-7 w-56 max-w-full" />
              </div>
              <SkeletonLine box="mt-1 h-6" className="h-4 w-48 max-w-full" />
            </>
          )}
        </div>
        <div className="flex gap-2">
          <Skeleton className="h-10 w-32" />
          {bookings ? <Skeleton className="h-10 w-36" /> : null}
        </div>
      </div>
      <Suspense fallback={<Skeleton className="h-96 rounded-2xl" />}>{bookings ? <BookingsOutline /> : <HomeOutline />}</Suspense>
    </div>
  );
}
