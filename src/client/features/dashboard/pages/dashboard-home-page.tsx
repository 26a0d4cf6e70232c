import { Link } from "react-router";
import { Settings, Wrench } from "lucide-react";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { paths } from "@/client/lib/paths.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { buttonClassName } from "@/client/ui/button.tsx";
import { InProgressPanel } from "@/client/ui/in-progress-panel.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";

// customer-side.md §2 Dashboard home: 'Welcome back!' with the e-mail and a Settings button.
export function DashboardHomePage() {
  usePageTitle("Dashboard");
  const { user } = useAuth();

  return (
    <>
      <PageHeader
        title="Welcome back!"
        description={user ? <p className="break-all">{user.email}</p> : null}
        actions={
          <Link to={paths.dashboardProfile} className={buttonClassName({ variant: "outline" })}>
            <Settings aria-hidden="true" />
            Settings
          </Link>
        }
      />
      <InProgressPanel
        title="Your dashboard is being built"
        actions={
          <Link to={paths.services} className={buttonClassName()}>
            <Wrench aria-hidden="true" />
            Book Service
          </Link>
        }
      >
        Favourite services, your bookings, payment history and account overview will appear here.
      </InProgressPanel>
    </>
  );
}
