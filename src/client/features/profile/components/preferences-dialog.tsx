import type { ReactNode } from "react";
import { toast } from "@/client/lib/toast.ts";
import type { TPreferences } from "@/shared/schemas/account.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useUpdatePreferences } from "../api/update-preferences.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

type TPreferencesDialogProps = {
  title: string;
  description: string;
  /** The toast once saved, e.g. "Service preferences saved". */
  savedMessage: string;
  preferences: TPreferences;
  /** The dialog's part of the preferences; the rest is sent back as it was. */
  changes: () => Partial<TPreferences>;
  onClose: () => void;
  /** The dialog's controls, disabled while saving. */
  children: (saving: boolean) => ReactNode;
};

/** Account Settings' preference dialogs: one frame, one save, Cancel and Save Preferences. */
export function PreferencesDialog({ title, description, savedMessage, preferences, changes, onClose, children }: TPreferencesDialogProps) {
  const save = useUpdatePreferences();

  const submit = () => {
    if (save.isPending) return;
    save.mutate(
      { ...preferences, ...changes() },
      {
        onSuccess: () => {
          toast.success(savedMessage);
          onClose();
        },
        onError: (error) => toast.error(m.profile_prefs_save_failed(), { description: errorMessage(error) }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children(save.isPending)}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={save.isPending} onClick={onClose}>
            {m.profile_cancel()}
          </Button>
          <Button disabled={save.isPending} onClick={submit}>
            {save.isPending ? <Spinner /> : null}
            {save.isPending ? m.profile_saving() : m.profile_save_prefs()}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
