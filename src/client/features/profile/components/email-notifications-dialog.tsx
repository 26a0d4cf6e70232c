import { useState } from "react";
import type { TPreferences } from "@/shared/schemas/account.ts";
import { Label } from "@/client/ui/label.tsx";
import { Switch } from "@/client/ui/switch.tsx";
import { PreferencesDialog } from "./preferences-dialog.tsx";

type TNotifications = TPreferences["email_notifications"];

export const NOTIFICATION_OPTIONS: Array<{ key: keyof TNotifications; label: string; hint: string }> = [
  { key: "bookings", label: "Booking updates", hint: "Confirmations and changes to your bookings." },
  { key: "jobs", label: "Job updates", hint: "When a technician is scheduled, starts or finishes your job." },
  { key: "marketing", label: "News and offers", hint: "Seasonal maintenance tips and special offers." },
];

/** Account Settings → Email Notifications: which e-mails we send; the mail the product sends honours it. */
export function EmailNotificationsDialog({ preferences, onClose }: { preferences: TPreferences; onClose: () => void }) {
  const [value, setValue] = useState<TNotifications>(preferences.email_notifications);

  return (
    <PreferencesDialog
      title="Email Notifications"
      description="Choose which e-mails you get from us. Account e-mails, such as password resets, are always sent."
      savedMessage="Notification preferences saved"
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
                  <Label htmlFor={`notify-${key}`}>{label}</Label>
                  <p id={`notify-${key}-hint`} className="mt-0.5 text-sm text-slate-600">
                    {hint}
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
