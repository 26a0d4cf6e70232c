import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Card, CardContent } from "@/client/ui/card.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";
import { UserManagement } from "../components/user-management.tsx";

// Decision 0052: /admin/users shows what the Settings pane's User Management dialog shows.
export function AdminUsersPage() {
  usePageTitle("User Management");
  return (
    <>
      <PageHeader title="User Management" description="Accounts and the role each one has." />
      <Card>
        <CardContent className="pt-6">
          <UserManagement />
        </CardContent>
      </Card>
    </>
  );
}
