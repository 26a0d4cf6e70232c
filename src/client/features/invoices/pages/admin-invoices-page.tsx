import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { InProgressPanel } from "@/client/ui/in-progress-panel.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";

export function AdminInvoicesPage() {
  usePageTitle("Invoices");
  return (
    <>
      <PageHeader title="Invoices" description="Invoices for completed work." />
      <InProgressPanel>Invoices are being built.</InProgressPanel>
    </>
  );
}
