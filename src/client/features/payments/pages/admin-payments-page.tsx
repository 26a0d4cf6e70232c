import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { InProgressPanel } from "@/client/ui/in-progress-panel.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";

export function AdminPaymentsPage() {
  usePageTitle("Payments");
  return (
    <>
      <PageHeader title="Payments" description="Deposits, emergency fees and other payments." />
      <InProgressPanel>The payments list is being built.</InProgressPanel>
    </>
  );
}
