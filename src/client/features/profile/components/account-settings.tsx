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
import { m } from "@/shared/i18n/paraglide/messages.js";

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
  const on = NOTIFICATION_OPTIONS.filter(({ key }) => preferences.email_notifications[key]).map(({ label }) => label());
  return on.length ? m.profile_notifications_on({ list: on.join(", ") }) : m.profile_notifications_off();
}

function serviceSummary(preferences: TPreferences) {
  const parts = [
    preferences.preferred_areas.length ? preferences.preferred_areas.join(", ") : m.profile_no_areas(),
    preferences.preferred_contact ? m.profile_contact_by({ method: CONTACT_LABELS[preferences.preferred_contact]().toLowerCase() }) : m.profile_no_contact(),
  ];
  return parts.join(" · ");
}

/** customer-side.md §2 Account Settings rows, made real (DESIGN.md Placeholders). */
export function AccountSettings({ email }: { email: string }) {
  const preferences = usePreferences();
  const [open, setOpen] = useState<TOpen>(null);
  const close = () => setOpen(null);
  const prefs = preferences.data;
  const loadingSummary = preferences.isPending ? <Skeleton className="mt-1 h-4 w-48" /> : m.profile_prefs_load_failed();

  return (
    <Card id={SETTINGS_SECTION_ID} aria-labelledby="settings-heading" role="region" className="scroll-mt-24">
      <div className="space-y-1 p-6 pb-0">
        <CardTitle id="settings-heading">{m.profile_settings_title()}</CardTitle>
        <CardDescription>{m.profile_settings_description()}</CardDescription>
      </div>
      <ul className="divide-y divide-slate-100 p-6">
        <SettingRow
          icon={<Bell aria-hidden="true" />}
          title={m.profile_notifications()}
          summary={prefs ? notificationsSummary(prefs) : loadingSummary}
          action={
            <Button variant="outline" className="w-full sm:w-auto" disabled={!prefs} onClick={() => setOpen("notifications")}>
              {m.profile_configure()}
            </Button>
          }
        />
        <SettingRow
          icon={<KeyRound aria-hidden="true" />}
          title={m.profile_change_password()}
          summary={m.profile_change_password_summary()}
          action={
            <Button variant="outline" className="w-full sm:w-auto" onClick={() => setOpen("password")}>
              {m.profile_update()}
            </Button>
          }
        />
        <SettingRow
          icon={<MapPin aria-hidden="true" />}
          title={m.profile_service_prefs()}
          summary={prefs ? serviceSummary(prefs) : loadingSummary}
          action={
            <Button variant="outline" className="w-full sm:w-auto" disabled={!prefs} onClick={() => setOpen("service")}>
              {m.profile_manage()}
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
