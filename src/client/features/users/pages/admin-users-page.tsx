import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { InProgressPanel } from "@/client/ui/in-progress-panel.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";

export function AdminUsersPage() {
  usePageTitle("User Management");
  return (
    <>
      <PageHeader title="User Management" description="Accounts and the role each one has." />
      <InProgressPanel>Assigning roles and the list of all users are being built.</InProgressPanel>
    </>
  );
}
