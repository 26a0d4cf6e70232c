import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { InProgressPanel } from "@/client/ui/in-progress-panel.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";

export function AdminHomePage() {
  usePageTitle("Dashboard");
  return (
    <>
      <PageHeader title="Dashboard" description="An overview of today's jobs, bookings and revenue." />
      <InProgressPanel>The admin overview is being built. Use the menu to reach each area.</InProgressPanel>
    </>
  );
}
