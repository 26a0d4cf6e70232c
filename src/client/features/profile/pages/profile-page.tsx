import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Card, CardContent, CardTitle } from "@/client/ui/card.tsx";
import { InProgressPanel } from "@/client/ui/in-progress-panel.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";

export function ProfilePage() {
  usePageTitle("Profile");
  const { user } = useAuth();
  return (
    <>
      <PageHeader title="Profile" description="Your contact details and account settings." />
      {user ? (
        <Card className="mb-6">
          <CardContent>
            <CardTitle>Account</CardTitle>
            <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
              <div>
                <dt className="font-medium text-slate-600">Name</dt>
                <dd className="mt-0.5 text-slate-900">{user.name || "Not set"}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-600">Email</dt>
                <dd className="mt-0.5 break-all text-slate-900">{user.email}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      ) : null}
      <InProgressPanel title="Profile editing is coming">
        Editing your details, changing your password and choosing your notifications is being built.
      </InProgressPanel>
    </>
  );
}
