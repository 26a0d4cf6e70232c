import { z } from "zod";
import type { Resolver, ResolverOptions } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { centsToDollars, dollarsToCents } from "@/client/lib/money-input.ts";
import type { TJobStatus } from "../../../../shared/rules/job-status.ts";
import { ZJobForm, type TJobFormParsed, type TJobListItem } from "../../../../shared/schemas/jobs.ts";
import { priorityName, type TPriorityName } from "./job-format.ts";

const shape = ZJobForm.shape;

/**
 * The job form (staff-side.md §5) checked with the fields of the shared schema the API uses,
 * so the form and the server cannot disagree. Field names are the API's, so a 400's field
 * errors land on the matching inputs.
 */
export const jobFormSchema = z.object({
  title: shape.title,
  description: shape.description,
  customer_id: shape.customer_id,
  technician_id: shape.technician_id,
  status: shape.status,
  priority: shape.priority,
  scheduled_date: shape.scheduled_date,
  scheduled_time: shape.scheduled_time,
  service_address: shape.service_address,
  service_city: shape.service_city,
  service_state: shape.service_state,
  service_zip: shape.service_zip,
  estimated_hours: shape.estimated_hours,
  total_amount: shape.total_amount,
});

/** What the inputs hold: text, as typed. `technician_id` is "none" for no technician. */
export type TJobFormValues = {
  title: string;
  description: string;
  customer_id: string;
  technician_id: string;
  status: TJobStatus;
  priority: TPriorityName;
  scheduled_date: string;
  scheduled_time: string;
  service_address: string;
  service_city: string;
  service_state: string;
  service_zip: string;
  estimated_hours: string;
  /** Dollars with cents, as typed ("149.50"); the API takes cents. */
  total_amount: string;
};

export const JOB_FORM_FIELDS = Object.keys(jobFormSchema.shape) as (keyof TJobFormValues)[];

export const NO_TECHNICIAN = "none";

export { centsToDollars, dollarsToCents };

function hoursValue(text: string): number | null {
  const value = text.trim();
  if (value === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : Number.NaN;
}

/** §5's null rules: technician 'none', an empty date, hours or amount become null. Text is trimmed by the schema. */
export function toJobRequest(values: TJobFormValues) {
  return {
    ...values,
    technician_id: values.technician_id === NO_TECHNICIAN || values.technician_id === "" ? null : values.technician_id,
    scheduled_date: values.scheduled_date.trim() || null,
    scheduled_time: values.scheduled_time || null,
    estimated_hours: hoursValue(values.estimated_hours),
    total_amount: dollarsToCents(values.total_amount),
  };
}

export function jobFormResolver(): Resolver<TJobFormValues, unknown, TJobFormParsed> {
  const resolver = zodResolver(jobFormSchema);
  return (values, context, options) =>
    resolver(toJobRequest(values) as z.input<typeof jobFormSchema>, context, options as unknown as ResolverOptions<z.input<typeof jobFormSchema>>);
}

/** §9 defaults: status pending, priority low, technician none. */
export const EMPTY_JOB_FORM: TJobFormValues = {
  title: "",
  description: "",
  customer_id: "",
  technician_id: NO_TECHNICIAN,
  status: "pending",
  priority: "low",
  scheduled_date: "",
  scheduled_time: "",
  service_address: "",
  service_city: "",
  service_state: "FL",
  service_zip: "",
  estimated_hours: "",
  total_amount: "",
};

export function jobFormValues(job: TJobListItem): TJobFormValues {
  return {
    title: job.title,
    description: job.description ?? "",
    customer_id: job.customer.id,
    technician_id: job.technician?.id ?? NO_TECHNICIAN,
    status: job.status,
    priority: priorityName(job.priority),
    scheduled_date: job.scheduled_date ?? "",
    scheduled_time: job.scheduled_time ?? "",
    service_address: job.service_address,
    service_city: job.service_city,
    service_state: job.service_state,
    service_zip: job.service_zip,
    estimated_hours: job.estimated_hours === null ? "" : String(job.estimated_hours),
    total_amount: centsToDollars(job.total_amount),
  };
}
