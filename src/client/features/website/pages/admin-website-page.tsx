import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { InProgressPanel } from "@/client/ui/in-progress-panel.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";

export function AdminWebsitePage() {
  usePageTitle("Website Management");
  return (
    <>
      <PageHeader title="Website Management" description="Hero banners and banner ads on the home page." />
      <InProgressPanel>Hero banner and banner ad management is being built.</InProgressPanel>
    </>
  );
}
