import { useState } from "react";
import { toast } from "sonner";
import type { TPreferences } from "@/shared/schemas/account.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Label } from "@/client/ui/label.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { Switch } from "@/client/ui/switch.tsx";
import { useUpdatePreferences } from "../api/update-preferences.ts";

type TNotifications = TPreferences["email_notifications"];

export const NOTIFICATION_OPTIONS: Array<{ key: keyof TNotifications; label: string; hint: string }> = [
  { key: "bookings", label: "Booking updates", hint: "Confirmations and changes to your bookings." },
  { key: "jobs", label: "Job updates", hint: "When a technician is scheduled, starts or finishes your job." },
  { key: "marketing", label: "News and offers", hint: "Seasonal maintenance tips and special offers." },
];

/** Account Settings → Email Notifications: which e-mails we send; the mail the product sends honours it. */
export function EmailNotificationsDialog({ preferences, onClose }: { preferences: TPreferences; onClose: () => void }) {
  const [value, setValue] = useState<TNotifications>(preferences.email_notifications);
  const save = useUpdatePreferences();

  const submit = () => {
    if (save.isPending) return;
    save.mutate(
      { ...preferences, email_notifications: value },
      {
        onSuccess: () => {
          toast.success("Notification preferences saved");
          onClose();
        },
        onError: (error) => toast.error("Could not save your preferences", { description: errorMessage(error) }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Email Notifications</DialogTitle>
          <DialogDescription>Choose which e-mails you get from us. Account e-mails, such as password resets, are always sent.</DialogDescription>
        </DialogHeader>
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
                disabled={save.isPending}
              />
            </div>
          ))}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={save.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={save.isPending} onClick={submit}>
            {save.isPending ? <Spinner /> : null}
            {save.isPending ? "Saving…" : "Save Preferences"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
