import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { InProgressPanel } from "@/client/ui/in-progress-panel.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";

export function AdminTechniciansPage() {
  usePageTitle("Technicians");
  return (
    <>
      <PageHeader title="Technicians" description="Your team, their jobs and availability." />
      <InProgressPanel>The technician list is being built.</InProgressPanel>
    </>
  );
}
