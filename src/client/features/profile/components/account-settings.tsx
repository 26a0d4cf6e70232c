import { useState, type ReactNode } from "react";
import { Bell, KeyRound, MapPin } from "lucide-react";
import type { TPreferences } from "@/shared/schemas/account.ts";
import { Button } from "@/client/ui/button.tsx";
import { Card, CardDescription, CardTitle } from "@/client/ui/card.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { usePreferences } from "../api/get-preferences.ts";
import { ChangePasswordDialog } from "./change-password-dialog.tsx";
import { EmailNotificationsDialog, NOTIFICATION_OPTIONS } from "./email-notifications-dialog.tsx";
import { CONTACT_LABELS, ServicePreferencesDialog } from "./service-preferences-dialog.tsx";

export const SETTINGS_SECTION_ID = "settings";

type TOpen = "notifications" | "password" | "service" | null;

function SettingRow({ icon, title, summary, action }: { icon: ReactNode; title: string; summary: ReactNode; action: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 [&_svg]:size-5">{icon}</span>
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{title}</h3>
          <div className="text-sm text-slate-600">{summary}</div>
        </div>
      </div>
      <div className="sm:shrink-0">{action}</div>
    </li>
  );
}

function notificationsSummary(preferences: TPreferences) {
  const on = NOTIFICATION_OPTIONS.filter(({ key }) => preferences.email_notifications[key]).map(({ label }) => label);
  return on.length ? `On: ${on.join(", ")}` : "All optional e-mails are off";
}

function serviceSummary(preferences: TPreferences) {
  const parts = [
    preferences.preferred_areas.length ? preferences.preferred_areas.join(", ") : "No preferred areas",
    preferences.preferred_contact ? `Contact by ${CONTACT_LABELS[preferences.preferred_contact].toLowerCase()}` : "No preferred contact method",
  ];
  return parts.join(" · ");
}

/** customer-side.md §2 Account Settings rows, made real (DESIGN.md Placeholders). */
export function AccountSettings({ email }: { email: string }) {
  const preferences = usePreferences();
  const [open, setOpen] = useState<TOpen>(null);
  const close = () => setOpen(null);
  const prefs = preferences.data;
  const loadingSummary = preferences.isPending ? <Skeleton className="mt-1 h-4 w-48" /> : "Could not load your preferences";

  return (
    <Card id={SETTINGS_SECTION_ID} aria-labelledby="settings-heading" role="region" className="scroll-mt-24">
      <div className="space-y-1 p-6 pb-0">
        <CardTitle id="settings-heading">Account Settings</CardTitle>
        <CardDescription>Notifications, security and how we serve you.</CardDescription>
      </div>
      <ul className="divide-y divide-slate-100 p-6">
        <SettingRow
          icon={<Bell aria-hidden="true" />}
          title="Email Notifications"
          summary={prefs ? notificationsSummary(prefs) : loadingSummary}
          action={
            <Button variant="outline" className="w-full sm:w-auto" disabled={!prefs} onClick={() => setOpen("notifications")}>
              Configure
            </Button>
          }
        />
        <SettingRow
          icon={<KeyRound aria-hidden="true" />}
          title="Change Password"
          summary="Update the password you sign in with."
          action={
            <Button variant="outline" className="w-full sm:w-auto" onClick={() => setOpen("password")}>
              Update
            </Button>
          }
        />
        <SettingRow
          icon={<MapPin aria-hidden="true" />}
          title="Service Preferences"
          summary={prefs ? serviceSummary(prefs) : loadingSummary}
          action={
            <Button variant="outline" className="w-full sm:w-auto" disabled={!prefs} onClick={() => setOpen("service")}>
              Manage
            </Button>
          }
        />
      </ul>

      {open === "notifications" && prefs ? <EmailNotificationsDialog preferences={prefs} onClose={close} /> : null}
      {open === "password" ? <ChangePasswordDialog email={email} onClose={close} /> : null}
      {open === "service" && prefs ? <ServicePreferencesDialog preferences={prefs} onClose={close} /> : null}
    </Card>
  );
}
