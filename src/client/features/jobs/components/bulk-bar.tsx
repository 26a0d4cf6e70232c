import { useState } from "react";
import { ChevronDown, Trash2, X } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import { BULK_JOB_STATUSES } from "@/shared/rules/job-status.ts";
import { BULK_MAX_IDS, JOB_PRIORITY_NAMES } from "@/shared/schemas/jobs.ts";
import { Button } from "@/client/ui/button.tsx";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/client/ui/dropdown-menu.tsx";
import { useBulkDeleteJobs } from "../api/bulk-delete-jobs.ts";
import { useBulkUpdatePriority } from "../api/bulk-update-priority.ts";
import { useBulkUpdateStatus } from "../api/bulk-update-status.ts";
import { BulkDeleteDialog } from "./bulk-delete-dialog.tsx";
import { JOB_STATUS_LABELS, PRIORITY_LABELS } from "./job-format.ts";

type TBulkBarProps = { selectedIds: ReadonlySet<string>; onClear: () => void };

/**
 * staff-side.md §2 bulk action bar, §4 bulk status (every status but cancelled), §5 the delete
 * confirmation, §8 its toasts. The server changes all the named jobs or none.
 */
export function BulkBar({ selectedIds, onClear }: TBulkBarProps) {
  const [confirming, setConfirming] = useState(false);
  const status = useBulkUpdateStatus();
  const priority = useBulkUpdatePriority();
  const remove = useBulkDeleteJobs();
  const ids = [...selectedIds];
  const tooMany = ids.length > BULK_MAX_IDS;
  const busy = status.isPending || priority.isPending || remove.isPending;

  const changeStatus = (to: (typeof BULK_JOB_STATUSES)[number]) =>
    status.mutate(
      { ids, status: to },
      {
        onSuccess: ({ count }) => {
          toast.success("Success", { description: `Updated ${count} job(s) status to ${JOB_STATUS_LABELS[to]}` });
          onClear();
        },
        onError: () => toast.error("Error", { description: "Failed to update jobs status" }),
      },
    );

  const changePriority = (to: (typeof JOB_PRIORITY_NAMES)[number]) =>
    priority.mutate(
      { ids, priority: to },
      {
        onSuccess: ({ count }) => {
          toast.success("Success", { description: `Updated ${count} job(s) priority` });
          onClear();
        },
        onError: () => toast.error("Error", { description: "Failed to update jobs priority" }),
      },
    );

  const deleteJobs = () =>
    remove.mutate(
      { ids },
      {
        onSuccess: ({ count }) => {
          toast.success("Success", { description: `Deleted ${count} job(s)` });
          setConfirming(false);
          onClear();
        },
        onError: () => {
          toast.error("Error", { description: "Failed to delete jobs" });
          setConfirming(false);
        },
      },
    );

  return (
    <section aria-label="Bulk actions" className="flex flex-wrap items-center gap-2 rounded-2xl border border-brand-200 bg-brand-50 p-3">
      <p className="mr-auto px-1 text-sm font-semibold text-brand-900" aria-live="polite">
        {ids.length} selected
        {tooMany ? <span className="ml-2 font-normal text-red-800">Select at most {BULK_MAX_IDS} jobs at a time</span> : null}
      </p>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={busy || tooMany}>
            Change Status
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {BULK_JOB_STATUSES.map((to) => (
            <DropdownMenuItem key={to} onSelect={() => changeStatus(to)}>
              {JOB_STATUS_LABELS[to]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={busy || tooMany}>
            Change Priority
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {[...JOB_PRIORITY_NAMES].reverse().map((to) => (
            <DropdownMenuItem key={to} onSelect={() => changePriority(to)}>
              {PRIORITY_LABELS[to]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <Button variant="destructive" size="sm" disabled={busy || tooMany} onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <Button variant="ghost" size="sm" onClick={onClear}>
        <X aria-hidden="true" />
        Clear selection
      </Button>
      <BulkDeleteDialog open={confirming} count={ids.length} pending={remove.isPending} onCancel={() => setConfirming(false)} onConfirm={deleteJobs} />
    </section>
  );
}
