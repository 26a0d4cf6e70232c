import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { InProgressPanel } from "@/client/ui/in-progress-panel.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";
import { JobSummaryCards } from "../components/job-summary-cards.tsx";

export function AdminJobsPage() {
  usePageTitle("Jobs Management");
  return (
    <>
      <PageHeader title="Jobs Management" description="Create, schedule, assign and track every job." />
      <div className="space-y-6">
        <JobSummaryCards />
        <InProgressPanel>Jobs management, with grid, list and map views, is being built.</InProgressPanel>
      </div>
    </>
  );
}
