import { Field } from "@/client/ui/field.tsx";
import { Select } from "@/client/ui/select.tsx";
import { useJobOptions } from "../api/get-job-options.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

/** The technician's own open jobs, for Save to Job and the estimate. */
export function JobPicker({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (jobId: string) => void }) {
  const jobs = useJobOptions();
  const items = jobs.data?.items ?? [];
  return (
    <Field id={id} label={label} hint={jobs.isError ? m.tech_picker_failed() : items.length === 0 && jobs.isSuccess ? m.tech_picker_none() : undefined}>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={jobs.isPending}>
        <option value="">{jobs.isPending ? m.tech_picker_loading() : m.tech_picker_choose()}</option>
        {items.map((job) => (
          <option key={job.id} value={job.id}>
            {job.title} · {job.customer_name ?? m.tech_picker_no_customer()}
            {job.scheduled_date ? ` · ${job.scheduled_date}` : ""}
          </option>
        ))}
      </Select>
    </Field>
  );
}
