import { Link } from "react-router";
import { Settings } from "lucide-react";
import { useOverview } from "@/client/features/account/api/get-overview.ts";
import { usePendingEmergencies } from "@/client/features/account/api/get-pending-emergencies.ts";
import { EmergencyAlert } from "@/client/features/account/components/emergency-alert.tsx";
import { useResumableDeposits } from "@/client/features/bookings/api/resume-deposits.ts";
import { PaidDepositsAlert } from "@/client/features/bookings/components/paid-deposits-alert.tsx";
import { AccountOverview } from "@/client/features/dashboard/components/account-overview.tsx";
import { ProfessionalServices } from "@/client/features/dashboard/components/professional-services.tsx";
import { QuickTiles } from "@/client/features/dashboard/components/quick-tiles.tsx";
import { RecentActivity } from "@/client/features/dashboard/components/recent-activity.tsx";
import { useFavorites } from "@/client/features/favorites/api/get-favorites.ts";
import { FavoritesCarousel } from "@/client/features/favorites/components/favorites-carousel.tsx";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { paths } from "@/client/lib/paths.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { buttonClassName } from "@/client/ui/button.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

// customer-side.md §2 Dashboard home, with real data where the spec shows samples
// (DESIGN.md, Placeholders that become features).
export function DashboardHomePage() {
  usePageTitle(m.dash_page_title());
  const { user, firstVisit } = useAuth();
  const overview = useOverview();
  // What decides the page's layout: the alerts on top (there or not), the favourites (a carousel
  // or an empty card) and the activity's length. Until all are known the page is its outline in
  // skeletons, then everything at once: nothing already drawn is pushed when an alert arrives
  // (issue 28). `isLoading`, not `isPending`: a query that is not asked (no deposits to look
  // for) must not hold the page.
  const layoutKnown = ![usePendingEmergencies(), useResumableDeposits(), useFavorites(), overview].some((query) => query.isLoading);

  return (
    <>
      <PageHeader
        title={firstVisit ? m.dash_welcome_first() : m.dash_welcome_back()}
        description={user ? <p className="break-all">{user.email}</p> : null}
        actions={
          <Link to={`${paths.dashboardProfile}#settings`} className={buttonClassName({ variant: "outline" })}>
            <Settings aria-hidden="true" />
            {m.dash_settings()}
          </Link>
        }
      />
      {layoutKnown ? (
        <div className="space-y-6">
          <EmergencyAlert />
          <PaidDepositsAlert />
          <FavoritesCarousel />
          <QuickTiles />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <RecentActivity activity={overview.data?.recent_activity} loading={overview.isPending} failed={overview.isError} />
            </div>
            <AccountOverview overview={overview.data} loading={overview.isPending} failed={overview.isError} />
          </div>
          <ProfessionalServices />
        </div>
      ) : (
        <DashboardHomeOutline />
      )}
    </>
  );
}

/**
 * The page without its alerts, every part in its own skeleton of its own size. Its parts are
 * the real components in their loading state, so the services are asked for meanwhile too.
 */
export function DashboardHomeOutline() {
  return (
    <div aria-busy="true" className="space-y-6">
      <FavoritesCarousel loading />
      <QuickTiles loading />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentActivity activity={undefined} loading failed={false} />
        </div>
        <AccountOverview overview={undefined} loading failed={false} />
      </div>
      <ProfessionalServices loading />
    </div>
  );
}
