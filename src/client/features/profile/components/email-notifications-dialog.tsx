import { useState } from "react";
import type { TPreferences } from "@/shared/schemas/account.ts";
import { Label } from "@/client/ui/label.tsx";
import { Switch } from "@/client/ui/switch.tsx";
import { PreferencesDialog } from "./preferences-dialog.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

type TNotifications = TPreferences["email_notifications"];

// Words are messages, said when drawn, in the customer's language.
export const NOTIFICATION_OPTIONS: Array<{ key: keyof TNotifications; label: () => string; hint: () => string }> = [
  { key: "bookings", label: m.profile_notify_bookings, hint: m.profile_notify_bookings_hint },
  { key: "jobs", label: m.profile_notify_jobs, hint: m.profile_notify_jobs_hint },
  { key: "marketing", label: m.profile_notify_marketing, hint: m.profile_notify_marketing_hint },
];

/** Account Settings → Email Notifications: which e-mails we send; the mail the product sends honours it. */
export function EmailNotificationsDialog({ preferences, onClose }: { preferences: TPreferences; onClose: () => void }) {
  const [value, setValue] = useState<TNotifications>(preferences.email_notifications);

  return (
    <PreferencesDialog
      title={m.profile_notifications()}
      description={m.profile_notifications_description()}
      savedMessage={m.profile_notifications_saved()}
      preferences={preferences}
      changes={() => ({ email_notifications: value })}
      onClose={onClose}
    >
      {(saving) => (
        <>
          <div className="divide-y divide-slate-100">
            {NOTIFICATION_OPTIONS.map(({ key, label, hint }) => (
              <div key={key} className="flex items-start justify-between gap-4 py-3">
                <div>
                  <Label htmlFor={`notify-${key}`}>{label()}</Label>
                  <p id={`notify-${key}-hint`} className="mt-0.5 text-sm text-slate-600">
                    {hint()}
                  </p>
                </div>
                <Switch
                  id={`notify-${key}`}
                  checked={value[key]}
                  onCheckedChange={(checked) => setValue((previous) => ({ ...previous, [key]: checked }))}
                  aria-describedby={`notify-${key}-hint`}
                  disabled={saving}
                />
              </div>
            ))}
          </div>
        </>
      )}
    </PreferencesDialog>
  );
}
