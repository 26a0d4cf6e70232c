import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { paths } from "@/client/lib/paths.ts";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { LoadingState } from "@/client/ui/spinner.tsx";

// The same chunk as the dashboard's route (router.tsx), which the router has already loaded for
// the address being opened.
const DashboardLayout = lazy(() => import("./dashboard-layout.tsx").then((m) => ({ default: m.DashboardLayout })));

/**
 * The dashboard's frame while the session is still asked for, instead of a lone spinner: its
 * header and navigation, and the page's outline in skeletons (decision 0159). My Bookings
 * knows its heading already; the dashboard's depends on the visitor (welcome or welcome back).
 */
export function DashboardFrame() {
  const { pathname } = useLocation();
  const bookings = pathname.startsWith(paths.dashboardBookings);
  return (
    <Suspense fallback={<LoadingState fullScreen />}>
      <DashboardLayout pendingPage={<PageOutline title={bookings ? "My Bookings" : undefined} />} />
    </Suspense>
  );
}

function PageOutline({ title }: { title: string | undefined }) {
  return (
    <div role="status" aria-label="Loading your dashboard">
      <div className="mb-6">
        {title ? (
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        ) : (
          <Skeleton className="h-8 w-64 max-w-full sm:h-9" />
        )}
        <Skeleton className="mt-2 h-5 w-56 max-w-full" />
      </div>
      <div className="space-y-4">
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    </div>
  );
}
