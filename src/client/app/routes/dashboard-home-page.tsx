import { Link } from "react-router";
import { Settings } from "lucide-react";
import { useOverview } from "@/client/features/account/api/get-overview.ts";
import { EmergencyAlert } from "@/client/features/account/components/emergency-alert.tsx";
import { PaidDepositsAlert } from "@/client/features/bookings/components/paid-deposits-alert.tsx";
import { AccountOverview } from "@/client/features/dashboard/components/account-overview.tsx";
import { ProfessionalServices } from "@/client/features/dashboard/components/professional-services.tsx";
import { QuickTiles } from "@/client/features/dashboard/components/quick-tiles.tsx";
import { RecentActivity } from "@/client/features/dashboard/components/recent-activity.tsx";
import { FavoritesCarousel } from "@/client/features/favorites/components/favorites-carousel.tsx";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { paths } from "@/client/lib/paths.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { buttonClassName } from "@/client/ui/button.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";

// customer-side.md §2 Dashboard home, with real data where the spec shows samples
// (DESIGN.md, Placeholders that become features).
export function DashboardHomePage() {
  usePageTitle("Dashboard");
  const { user, firstVisit } = useAuth();
  const overview = useOverview();

  return (
    <>
      <PageHeader
        title={firstVisit ? "Welcome to HomeFix!" : "Welcome back!"}
        description={user ? <p className="break-all">{user.email}</p> : null}
        actions={
          <Link to={`${paths.dashboardProfile}#settings`} className={buttonClassName({ variant: "outline" })}>
            <Settings aria-hidden="true" />
            Settings
          </Link>
        }
      />
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
    </>
  );
}
