import { Link } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Pencil, Printer } from "lucide-react";
import { AssignTechnicianButton } from "@/client/lib/assignment/assign-technician-button.tsx";
import { adminWorkOrderHref } from "@/client/lib/paths.ts";
import { toast } from "@/client/lib/toast.ts";
import { quickActions, type TJobStatus } from "@/shared/rules/job-status.ts";
import type { TJobDetail } from "@/shared/schemas/jobs.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useChangeJobStatus } from "../api/change-job-status.ts";
import { adminJobsKeys } from "../api/admin-jobs-keys.ts";
import { useJob } from "../api/get-job.ts";
import { EmergencyBadge, JobPriorityBadge, JobStatusBadge, OverdueBadge } from "./job-badges.tsx";
import { JobBooking, JobFacts, JobFieldWork, JobMoney, DetailSection } from "./job-detail-sections.tsx";
import { JOB_STATUS_LABELS, placeText, technicianName } from "./job-format.ts";
import { JobNotes } from "./job-notes.tsx";

type TJobDetailDialogProps = { jobId: string; onClose: () => void; onEdit: (job: TJobDetail) => void };

/** staff-side.md §2 Job detail modal: every field, Edit, the Quick Actions of §4 and the Notes. Opened by `?job=<id>`. */
export function JobDetailDialog({ jobId, onClose, onEdit }: TJobDetailDialogProps) {
  const detail = useJob(jobId);
  const job = detail.data;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{job?.title ?? "Job details"}</DialogTitle>
          <DialogDescription>{job ? placeText(job) : detail.isError ? "The job could not be loaded" : "Loading the job…"}</DialogDescription>
        </DialogHeader>
        {job ? (
          <JobDetailBody job={job} onClose={onClose} onEdit={onEdit} />
        ) : detail.isError ? (
          <Alert variant="destructive" title="This job could not be loaded">
            {errorMessage(detail.error)}
          </Alert>
        ) : (
          <div role="status" aria-label="Loading the job" className="space-y-3">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function JobDetailBody({ job, onClose, onEdit }: { job: TJobDetail; onClose: () => void; onEdit: (job: TJobDetail) => void }) {
  const change = useChangeJobStatus();
  const actions = quickActions(job.status);
  const queryClient = useQueryClient();
  const open = job.status !== "completed" && job.status !== "cancelled";

  // §4: after a successful change the detail closes and the list refreshes.
  const move = (to: TJobStatus) =>
    change.mutate(
      { id: job.id, to, expected: job.status },
      {
        onSuccess: (moved) => {
          toast.success("Success", { description: `Job status updated to ${JOB_STATUS_LABELS[moved.status]}` });
          onClose();
        },
        onError: (error) => toast.error("Error", { description: errorMessage(error, "Failed to update job status") }),
      },
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <JobStatusBadge status={job.status} />
        <JobPriorityBadge priority={job.priority} />
        <EmergencyBadge job={job} />
        <OverdueBadge job={job} />
      </div>

      <DetailSection title="Quick Actions">
        {actions.length === 0 ? (
          <p className="text-sm text-slate-600">
            No quick actions for a job that is {JOB_STATUS_LABELS[job.status].toLowerCase()}. Use Edit to set any status.
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {actions.map((action) => (
              <Button
                key={action.to}
                variant={action.to === "on_hold" ? "outline" : "primary"}
                size="sm"
                disabled={change.isPending}
                onClick={() => move(action.to)}
              >
                {change.isPending && change.variables?.to === action.to ? <Spinner /> : null}
                {action.label}
              </Button>
            ))}
          </div>
        )}
      </DetailSection>

      {/* Assign in one tap, suggested technicians first. */}
      {open ? (
        <DetailSection title="Technician">
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm text-slate-700">{technicianName(job)}</span>
            <AssignTechnicianButton
              jobId={job.id}
              jobTitle={job.title}
              assigned={job.technician !== null}
              onAssigned={() => void queryClient.invalidateQueries({ queryKey: adminJobsKeys.all })}
            />
          </div>
        </DetailSection>
      ) : null}

      <JobFacts job={job} />
      {job.booking ? <JobBooking booking={job.booking} emergency={job.emergency} /> : null}
      {job.ledger ? <JobMoney ledger={job.ledger} /> : null}
      <JobNotes jobId={job.id} notes={job.notes} />
      <JobFieldWork job={job} />

      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
        <Button asChild variant="outline">
          <Link to={adminWorkOrderHref(job.id)}>
            <Printer aria-hidden="true" />
            Print work order
          </Link>
        </Button>
        <Button onClick={() => onEdit(job)}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </div>
    </div>
  );
}
