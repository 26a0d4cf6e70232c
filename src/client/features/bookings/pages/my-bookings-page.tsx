import { Link } from "react-router";
import { paths } from "@/client/lib/paths.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { buttonClassName } from "@/client/ui/button.tsx";
import { InProgressPanel } from "@/client/ui/in-progress-panel.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";

export function MyBookingsPage() {
  usePageTitle("My Bookings");
  return (
    <>
      <PageHeader title="My Bookings" description="Your upcoming and past service visits." />
      <InProgressPanel
        title="Your bookings will appear here"
        actions={
          <Link to={paths.services} className={buttonClassName()}>
            Book a Service
          </Link>
        }
      >
        Viewing, rescheduling, cancelling and rating your bookings is being built.
      </InProgressPanel>
    </>
  );
}
