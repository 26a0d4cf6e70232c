import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { InProgressPanel } from "@/client/ui/in-progress-panel.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";

export function AdminServicesPage() {
  usePageTitle("Service Management");
  return (
    <>
      <PageHeader title="Service Management" description="Add and edit services, their media, display settings and reviews." />
      <InProgressPanel>The service catalogue editor is on its way.</InProgressPanel>
    </>
  );
}
