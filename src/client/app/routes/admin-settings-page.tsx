import { BusinessSettingsForm } from "@/client/features/settings/components/business-settings-form.tsx";
import { UserManagementDialog } from "@/client/features/users/components/user-management-dialog.tsx";
import { useAdminSettings } from "@/client/lib/settings/admin-settings.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { EmbedFrameTabs } from "@/client/ui/embed-frame-tabs.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";
import { LoadingState } from "@/client/ui/spinner.tsx";

/**
 * staff-side.md §2 Settings pane: heading, a User Management button (the users dialog), the
 * business settings, and the external billing settings frame as a tab where one is configured.
 * Composed here because it joins two features (settings and users).
 */
export function AdminSettingsPage() {
  usePageTitle("Settings");
  const settings = useAdminSettings();
  const document = settings.data;
  return (
    <>
      <PageHeader title="Settings" description="Business details, hours, rates and who can use the back office." actions={<UserManagementDialog />} />
      {settings.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          Failed to load settings
        </p>
      ) : !document ? (
        <LoadingState />
      ) : (
        <EmbedFrameTabs
          url={document.settings.embeds.billing_settings_url}
          mainLabel="Business settings"
          frameLabel="Billing platform"
          frameTitle="Billing settings on the billing platform"
        >
          {/* A new version (saved here or elsewhere) starts the form again from what is saved. */}
          <BusinessSettingsForm key={document.version} document={document} />
        </EmbedFrameTabs>
      )}
    </>
  );
}
