import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/client/lib/toast.ts";
import { isResponseTime, SLOT_CONFLICT, type TJobFormParsed, type TJobListItem } from "@/shared/schemas/jobs.ts";
import { ApiError, errorMessage } from "@/client/lib/api-client.ts";
import { applyServerFieldErrors } from "@/client/lib/form-errors.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useCreateJob } from "../api/create-job.ts";
import { useUpdateJob } from "../api/update-job.ts";
import { personName } from "./job-format.ts";
import { JobFormFields } from "./job-form-fields.tsx";
import { EMPTY_JOB_FORM, JOB_FORM_FIELDS, jobFormResolver, jobFormValues, type TJobFormValues } from "./job-form-schema.ts";

type TJobFormDialogProps = {
  /** The job to edit; none to create one. */
  job: TJobListItem | null;
  onClose: () => void;
};

/** staff-side.md §2 Job form modal ('Create New Job' / 'Edit Job'), §5 its rules, §8 its toasts. */
export function JobFormDialog({ job, onClose }: TJobFormDialogProps) {
  const editing = job !== null;
  // An emergency (paid, or still holding its response window) keeps a response window when edited.
  const emergency = Boolean(job && (job.emergency_due_at !== null || isResponseTime(job.scheduled_time)));
  const form = useForm<TJobFormValues, unknown, TJobFormParsed>({
    resolver: jobFormResolver(),
    defaultValues: job ? jobFormValues(job) : EMPTY_JOB_FORM,
    // Checked on submit, then as fields are corrected: a check on blur would move the buttons
    // under the pointer (the autofocused title's message appears as the pointer goes down).
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const [customerLabel, setCustomerLabel] = useState<string | null>(job ? personName(job.customer) : null);
  const create = useCreateJob();
  const update = useUpdateJob();
  const pending = create.isPending || update.isPending;
  // The slot lock (as the schedule board warns): the server's reasons for refusing the time,
  // and the values to save anyway once the admin has read them.
  const [conflict, setConflict] = useState<{ values: TJobFormParsed; reasons: string[] } | null>(null);

  const onSaved = (message: string) => {
    toast.success("Success", { description: message });
    onClose();
  };

  const onFailed = (error: unknown, values: TJobFormParsed) => {
    if (error instanceof ApiError && error.status === 409 && error.message === SLOT_CONFLICT && error.fields?.length) {
      setConflict({ values, reasons: error.fields.map((field) => field.message) });
      return;
    }
    // A 400 names its fields: show each on its input. A 409 and anything else: the server's message.
    const matched = error instanceof ApiError && error.status === 400 && applyServerFieldErrors(error, JOB_FORM_FIELDS, form.setError);
    toast.error("Error", { description: matched ? "Please correct the highlighted fields." : errorMessage(error, "Failed to save job") });
  };

  const save = (values: TJobFormParsed, confirm_conflicts = false) => {
    setConflict(null);
    const onError = (error: unknown) => onFailed(error, values);
    if (job) {
      update.mutate(
        { id: job.id, body: { ...values, expected_status: job.status, confirm_conflicts } },
        { onSuccess: () => onSaved("Job updated successfully"), onError },
      );
    } else {
      create.mutate({ ...values, confirm_conflicts }, { onSuccess: () => onSaved("Job created successfully"), onError });
    }
  };
  const submit = form.handleSubmit((values) => save(values));

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Job" : "Create New Job"}</DialogTitle>
          <DialogDescription>{editing ? "Change the job's details, schedule, technician or status." : "Fields marked * are required."}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
          <JobFormFields form={form} customerLabel={customerLabel} onCustomerLabel={setCustomerLabel} emergency={emergency} />
          {conflict ? (
            <Alert variant="destructive" title="That time is taken">
              <ul className="list-disc pl-5">
                {conflict.reasons.map((reason) => (
                  <li key={reason}>{reason.startsWith("is ") ? `The time ${reason}.` : reason}</li>
                ))}
              </ul>
              <p className="mt-1">Choose another time, or save anyway.</p>
              <Button type="button" variant="outline" size="sm" className="mt-2" disabled={pending} onClick={() => save(conflict.values, true)}>
                Save anyway
              </Button>
            </Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner /> : null}
              {editing ? "Update Job" : "Create Job"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
