import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { InProgressPanel } from "@/client/ui/in-progress-panel.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";

export function AdminCustomersPage() {
  usePageTitle("Customers");
  return (
    <>
      <PageHeader title="Customers" description="Everyone who has booked with HomeFix." />
      <InProgressPanel>The customer list is being built.</InProgressPanel>
    </>
  );
}
