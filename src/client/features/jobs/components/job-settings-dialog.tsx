import { useId, useState, type FormEvent } from "react";
import { toast } from "@/client/lib/toast.ts";
import { JOB_PAGE_SIZES, JOB_VIEWS, type TJobViewPreferences } from "@/shared/schemas/jobs.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Label } from "@/client/ui/label.tsx";
import { Select } from "@/client/ui/select.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { Switch } from "@/client/ui/switch.tsx";
import { useUpdateJobPreferences } from "../api/update-job-preferences.ts";

export const VIEW_LABELS = { grid: "Grid View", list: "List View", map: "Map View" } as const;

type TJobSettingsDialogProps = { preferences: TJobViewPreferences; onClose: () => void; onSaved: (saved: TJobViewPreferences) => void };

/** The Settings button: default view, wide layout and page size, remembered per admin on the server. */
export function JobSettingsDialog({ preferences, onClose, onSaved }: TJobSettingsDialogProps) {
  const viewId = useId();
  const wideId = useId();
  const sizeId = useId();
  const [draft, setDraft] = useState(preferences);
  const save = useUpdateJobPreferences();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: (saved) => {
        toast.success("Success", { description: "Settings saved" });
        onSaved(saved);
        onClose();
      },
      onError: (error) => toast.error("Error", { description: errorMessage(error, "Failed to save settings") }),
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Jobs Settings</DialogTitle>
          <DialogDescription>How the jobs list opens for you, on any device.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-5">
          <div className="space-y-1.5">
            <Label htmlFor={viewId}>Default view</Label>
            <Select
              id={viewId}
              value={draft.default_view}
              onChange={(event) => setDraft({ ...draft, default_view: event.target.value as TJobViewPreferences["default_view"] })}
            >
              {JOB_VIEWS.map((view) => (
                <option key={view} value={view}>
                  {VIEW_LABELS[view]}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex items-center justify-between gap-4">
            <div>
              <Label htmlFor={wideId}>Wide layout</Label>
              <p className="text-sm text-slate-600">More jobs to a row, and more columns in the list.</p>
            </div>
            <Switch id={wideId} checked={draft.wide_layout} onCheckedChange={(checked) => setDraft({ ...draft, wide_layout: checked })} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={sizeId}>Page size</Label>
            <Select id={sizeId} value={String(draft.page_size)} onChange={(event) => setDraft({ ...draft, page_size: Number(event.target.value) })}>
              {JOB_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size} jobs per page
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner /> : null}
              Save Settings
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
