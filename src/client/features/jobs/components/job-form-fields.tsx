import { useRef, useState, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { Controller, type FieldPath, type UseFormReturn } from "react-hook-form";
import { TIME_SLOTS } from "@/shared/constants.ts";
import { JOB_STATUSES } from "@/shared/rules/job-status.ts";
import { RESPONSE_TIMES } from "@/shared/rules/emergency-promise.ts";
import { JOB_PRIORITY_NAMES, type TCustomerOption, type TJobFormParsed } from "@/shared/schemas/jobs.ts";
import { fieldErrorText } from "@/client/lib/form-errors.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { CustomerFormDialog } from "@/client/lib/customers/customer-form-dialog.tsx";
import { getCustomerRecord } from "@/client/lib/customers/get-customer-record.ts";
import { toast } from "@/client/lib/toast.ts";
import { Button } from "@/client/ui/button.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Select } from "@/client/ui/select.tsx";
import { Textarea } from "@/client/ui/textarea.tsx";
import { adminJobsKeys } from "../api/admin-jobs-keys.ts";
import { useTechnicianOptions } from "../api/get-technician-options.ts";
import { CustomerPicker } from "./customer-picker.tsx";
import { JOB_STATUS_LABELS, PRIORITY_LABELS, personName } from "./job-format.ts";
import { NO_TECHNICIAN, type TJobFormValues } from "./job-form-schema.ts";

type TForm = UseFormReturn<TJobFormValues, unknown, TJobFormParsed>;
type TName = FieldPath<TJobFormValues>;

const LABELS: Record<TName, string> = {
  title: "Title",
  description: "Description",
  customer_id: "Customer",
  technician_id: "Technician",
  status: "Status",
  priority: "Priority",
  scheduled_date: "Scheduled date",
  scheduled_time: "Scheduled time",
  service_address: "Service address",
  service_city: "City",
  service_state: "State",
  service_zip: "ZIP code",
  estimated_hours: "Estimated hours",
  total_amount: "Amount ($)",
};
const REQUIRED: ReadonlySet<TName> = new Set(["title", "customer_id", "service_address", "service_city", "service_state", "service_zip"]);

const ADDRESS_FIELDS = ["service_address", "service_city", "service_state", "service_zip"] as const;
type TAddress = Pick<TJobFormValues, (typeof ADDRESS_FIELDS)[number]>;
const addressOf = (values: TJobFormValues): TAddress => ({
  service_address: values.service_address.trim(),
  service_city: values.service_city.trim(),
  service_state: values.service_state.trim(),
  service_zip: values.service_zip.trim(),
});
const sameAddress = (a: TAddress, b: TAddress) => ADDRESS_FIELDS.every((name) => a[name] === b[name]);

const fieldId = (name: TName) => `job-${name.replaceAll("_", "-")}`;

/** One labelled control with its message; the control gets its id, aria-invalid and aria-describedby. */
function FormField({
  form,
  name,
  children,
}: {
  form: TForm;
  name: TName;
  children: (control: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const error = form.formState.errors[name]?.message;
  const id = fieldId(name);
  const label = LABELS[name];
  // 'Please select a customer' is a sentence of its own; 'is required' reads 'Title is required'.
  const message = error && /^[A-Z]/.test(error) ? error : fieldErrorText(label, error);
  return (
    <Field id={id} label={REQUIRED.has(name) ? `${label} *` : label} error={message}>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? fieldMessageId(id) : undefined })}
    </Field>
  );
}

type TJobFormFieldsProps = {
  form: TForm;
  customerLabel: string | null;
  onCustomerLabel: (label: string) => void;
  /** An emergency job: its time is a response window (customer-side.md §9), offered so that assigning keeps it. */
  emergency?: boolean;
};

/** The job form's fields (staff-side.md §5), laid out two to a row from tablet width. */
export function JobFormFields({ form, customerLabel, onCustomerLabel, emergency = false }: TJobFormFieldsProps) {
  const { register } = form;
  const technicians = useTechnicianOptions();
  const currentTechnician = form.getValues("technician_id");
  // A former technician stays listed only on the job they already hold.
  const technicianOptions = (technicians.data?.items ?? []).filter((technician) => technician.is_active || technician.id === currentTechnician);

  // Decision 0149: choosing a customer fills the service address from their record, unless the
  // admin already typed one (the address fields hold something other than what a choice filled).
  const filled = useRef<TAddress | null>(null);
  const [addingCustomer, setAddingCustomer] = useState(false);
  const queryClient = useQueryClient();
  const fillAddress = (customer: TCustomerOption) => {
    const now = addressOf(form.getValues());
    const untouched =
      ADDRESS_FIELDS.every((name) => (name === "service_state" ? true : now[name] === "")) || (filled.current !== null && sameAddress(now, filled.current));
    if (!untouched || !(customer.address || customer.city || customer.zip_code)) return;
    const next: TAddress = {
      service_address: customer.address ?? "",
      service_city: customer.city ?? "",
      service_state: customer.state || now.service_state,
      service_zip: customer.zip_code ?? "",
    };
    for (const name of ADDRESS_FIELDS) form.setValue(name, next[name], { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    filled.current = next;
  };

  /** A customer added or found from "New customer" becomes the job's, as a pick from the list would. */
  const choose = (customer: TCustomerOption) => {
    onCustomerLabel(personName(customer));
    form.setValue("customer_id", customer.id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    fillAddress(customer);
    void queryClient.invalidateQueries({ queryKey: [...adminJobsKeys.all, "customer-options"] });
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField form={form} name="title">
          {(control) => <Input {...control} {...register("title")} maxLength={200} />}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField form={form} name="description">
          {(control) => <Textarea {...control} {...register("description")} rows={3} />}
        </FormField>
      </div>
      <div className="space-y-1.5">
        <FormField form={form} name="customer_id">
          {(control) => (
            <Controller
              control={form.control}
              name="customer_id"
              render={({ field }) => (
                <CustomerPicker
                  id={control.id}
                  invalid={control["aria-invalid"]}
                  describedBy={control["aria-describedby"]}
                  value={field.value}
                  label={customerLabel}
                  onBlur={field.onBlur}
                  onChange={(customer) => {
                    onCustomerLabel(personName(customer));
                    field.onChange(customer.id);
                    fillAddress(customer);
                  }}
                />
              )}
            />
          )}
        </FormField>
        {/* A phone-in customer, added with the Customers page's own form and chosen here. */}
        <Button variant="link" size="sm" className="h-auto px-0" onClick={() => setAddingCustomer(true)}>
          <UserPlus aria-hidden="true" />
          New customer
        </Button>
        {addingCustomer ? (
          <CustomerFormDialog
            customer={null}
            onClose={() => setAddingCustomer(false)}
            onSaved={(customer) => {
              setAddingCustomer(false);
              choose(customer);
            }}
            existing={{
              label: "Use this customer",
              onChoose: (id) =>
                void getCustomerRecord(id).then(
                  (customer) => {
                    setAddingCustomer(false);
                    choose(customer);
                  },
                  (error: unknown) => toast.error("Error", { description: errorMessage(error, "Failed to load the customer") }),
                ),
            }}
          />
        ) : null}
      </div>
      <FormField form={form} name="technician_id">
        {(control) => (
          <Select {...control} {...register("technician_id")}>
            <option value={NO_TECHNICIAN}>None</option>
            {technicianOptions.map((technician) => (
              <option key={technician.id} value={technician.id}>
                {personName(technician)}
                {technician.is_active ? "" : " (former technician)"}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField form={form} name="status">
        {(control) => (
          <Select {...control} {...register("status")}>
            {JOB_STATUSES.map((status) => (
              <option key={status} value={status}>
                {JOB_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField form={form} name="priority">
        {(control) => (
          <Select {...control} {...register("priority")}>
            {JOB_PRIORITY_NAMES.map((priority) => (
              <option key={priority} value={priority}>
                {PRIORITY_LABELS[priority]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField form={form} name="scheduled_date">
        {(control) => <Input {...control} type="date" {...register("scheduled_date")} />}
      </FormField>
      <FormField form={form} name="scheduled_time">
        {(control) => (
          <Select {...control} {...register("scheduled_time")}>
            <option value="">No time set</option>
            {emergency ? (
              <optgroup label="Response window">
                {RESPONSE_TIMES.map((window) => (
                  <option key={window} value={window}>
                    {window}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {TIME_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <div className="sm:col-span-2">
        <FormField form={form} name="service_address">
          {(control) => <Input {...control} {...register("service_address")} autoComplete="off" maxLength={200} />}
        </FormField>
      </div>
      <FormField form={form} name="service_city">
        {(control) => <Input {...control} {...register("service_city")} autoComplete="off" maxLength={80} />}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField form={form} name="service_state">
          {(control) => <Input {...control} {...register("service_state")} autoComplete="off" maxLength={2} className="uppercase" />}
        </FormField>
        <FormField form={form} name="service_zip">
          {(control) => <Input {...control} {...register("service_zip")} autoComplete="off" inputMode="numeric" maxLength={10} />}
        </FormField>
      </div>
      <FormField form={form} name="estimated_hours">
        {(control) => <Input {...control} type="number" min={0} step={0.5} inputMode="decimal" {...register("estimated_hours")} />}
      </FormField>
      <FormField form={form} name="total_amount">
        {(control) => <Input {...control} type="number" min={0} step={0.01} inputMode="decimal" placeholder="0.00" {...register("total_amount")} />}
      </FormField>
    </div>
  );
}
