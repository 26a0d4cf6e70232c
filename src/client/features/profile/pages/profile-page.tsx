import { useHashScroll } from "@/client/lib/use-hash-scroll.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Card, CardContent } from "@/client/ui/card.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { useProfile } from "@/client/lib/profile/get-profile.ts";
import { AccountSettings, SETTINGS_SECTION_ID } from "../components/account-settings.tsx";
import { ProfileForm } from "../components/profile-form.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

// customer-side.md §2 Profile page: the fields and Account Settings, saved on the server
// (DESIGN.md Placeholders that become features).
export function ProfilePage() {
  usePageTitle(m.profile_title());
  const { user } = useAuth();
  const profile = useProfile();
  // The dashboard's Settings button links to #settings: scroll there once the form above is in.
  useHashScroll(SETTINGS_SECTION_ID, !profile.isPending);

  return (
    <>
      <PageHeader title={m.profile_title()} description={m.profile_description()} />
      <div className="space-y-6">
        {profile.isPending ? (
          <Card role="status" aria-label={m.profile_loading()}>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              {Array.from({ length: 8 }, (_, index) => (
                <Skeleton key={index} className="h-[4.25rem]" />
              ))}
            </CardContent>
          </Card>
        ) : profile.isError ? (
          <Alert variant="destructive" title={m.profile_load_failed()}>
            <p>{errorMessage(profile.error)}</p>
            <Button variant="link" className="h-auto p-0" onClick={() => void profile.refetch()}>
              {m.try_again()}
            </Button>
          </Alert>
        ) : (
          <ProfileForm profile={profile.data} />
        )}
        <AccountSettings email={profile.data?.email ?? user?.email ?? ""} />
      </div>
    </>
  );
}
