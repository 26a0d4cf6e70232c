import { useId, useState } from "react";
import { UserRoundPlus } from "lucide-react";
import type { TTechnicianSuggestion } from "@/shared/schemas/job-assignment.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { cn } from "@/client/lib/cn.ts";
import { toast } from "@/client/lib/toast.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Popover, PopoverContent, PopoverTrigger } from "@/client/ui/popover.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useAssignJob } from "./assign-job.ts";
import { useTechnicianSuggestions } from "./technician-suggestions.ts";

type TAssignTechnicianButtonProps = {
  jobId: string;
  /** Read by screen readers after "Assign", so a list of Assign buttons says which job each is for. */
  jobTitle: string;
  /** Whether the job has a technician now: the button then says Reassign. */
  assigned?: boolean;
  /** After a successful assignment (the caller refreshes what it shows). */
  onAssigned?: () => void;
  size?: "sm" | "md";
};

/**
 * "Assign" opens the technicians, suggested first (free at the job's time, nearest,
 * fewest jobs that day), each with why; one tap assigns. A list of buttons in a popover: Tab and
 * the arrow-free reading order of a list work with a keyboard and a screen reader alike.
 */
export function AssignTechnicianButton({ jobId, jobTitle, assigned = false, onAssigned, size = "sm" }: TAssignTechnicianButtonProps) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const suggestions = useTechnicianSuggestions(jobId, open);
  const assign = useAssignJob();
  const label = assigned ? "Reassign" : "Assign";

  const pick = (technician: TTechnicianSuggestion) => {
    if (!suggestions.data) return;
    assign.mutate(
      { jobId, body: { technician_id: technician.technician_id, expected_technician_id: suggestions.data.job.technician_id } },
      {
        onSuccess: () => {
          toast.success("Success", { description: `${jobTitle} assigned to ${technician.name}` });
          setOpen(false);
          onAssigned?.();
        },
        onError: (error) => toast.error("Error", { description: errorMessage(error, "Failed to assign the job") }),
      },
    );
  };

  const items = suggestions.data?.items ?? [];
  const current = suggestions.data?.job.technician_id ?? null;
  const groups = [
    { title: "Suggested", rows: items.filter((item) => item.suggested) },
    { title: "Not free then", rows: items.filter((item) => !item.suggested) },
  ].filter((group) => group.rows.length > 0);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" size={size}>
          <UserRoundPlus aria-hidden="true" />
          {label}
          <span className="sr-only"> {jobTitle}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby={headingId} className="w-88 p-0">
        <p id={headingId} className="border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900">
          {label} {jobTitle}
        </p>
        <div className="max-h-[min(24rem,60vh)] overflow-y-auto py-1">
          {suggestions.isPending ? (
            <div role="status" aria-label="Loading the technicians" className="space-y-2 p-4">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          ) : suggestions.isError ? (
            <div className="p-3">
              <Alert variant="destructive" title="The technicians could not be loaded">
                {errorMessage(suggestions.error)}
              </Alert>
            </div>
          ) : items.length === 0 ? (
            <p className="px-4 py-3 text-sm text-slate-600">No active technicians. Add one on the Technicians page.</p>
          ) : (
            groups.map((group) => (
              <section key={group.title} aria-label={group.title}>
                <h3 className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{group.title}</h3>
                <ul>
                  {group.rows.map((technician) => (
                    <li key={technician.technician_id}>
                      <button
                        type="button"
                        disabled={assign.isPending || technician.technician_id === current}
                        onClick={() => pick(technician)}
                        className={cn(
                          "flex w-full items-center gap-3 px-4 py-2 text-left transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-default disabled:opacity-60",
                        )}
                      >
                        <span className="min-w-0 flex-1">
                          <span className="block font-medium text-slate-900">
                            {technician.name}
                            {technician.technician_id === current ? <span className="font-normal text-slate-600"> (on this job)</span> : null}
                          </span>
                          <span className={cn("block text-sm", technician.suggested ? "text-slate-600" : "text-amber-800")}>{technician.why}</span>
                        </span>
                        {assign.isPending && assign.variables?.body.technician_id === technician.technician_id ? <Spinner /> : null}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
