import { Link } from "react-router";
import { Users } from "lucide-react";
import { paths } from "@/client/lib/paths.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { buttonClassName } from "@/client/ui/button.tsx";
import { InProgressPanel } from "@/client/ui/in-progress-panel.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";

// staff-side.md §2 Settings pane: heading and a User Management button.
export function AdminSettingsPage() {
  usePageTitle("Settings");
  return (
    <>
      <PageHeader
        title="Settings"
        description="Business details, hours, rates and who can use the back office."
        actions={
          <Link to={paths.adminUsers} className={buttonClassName({ variant: "outline" })}>
            <Users aria-hidden="true" />
            User Management
          </Link>
        }
      />
      <InProgressPanel>Editing the business settings is being built.</InProgressPanel>
    </>
  );
}
