import { Field } from "@/client/ui/field.tsx";
import { Select } from "@/client/ui/select.tsx";
import { useJobOptions } from "../api/get-job-options.ts";

/** The technician's own open jobs, for Save to Job and the estimate. */
export function JobPicker({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (jobId: string) => void }) {
  const jobs = useJobOptions();
  const items = jobs.data?.items ?? [];
  return (
    <Field
      id={id}
      label={label}
      hint={jobs.isError ? "Failed to load jobs" : items.length === 0 && jobs.isSuccess ? "No open jobs are assigned to you." : undefined}
    >
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={jobs.isPending}>
        <option value="">{jobs.isPending ? "Loading jobs…" : "Choose a job"}</option>
        {items.map((job) => (
          <option key={job.id} value={job.id}>
            {job.title} · {job.customer_name ?? "No customer name"}
            {job.scheduled_date ? ` · ${job.scheduled_date}` : ""}
          </option>
        ))}
      </Select>
    </Field>
  );
}
