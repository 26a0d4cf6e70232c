import { useForm, type Path } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/client/lib/toast.ts";
import { TIME_SLOTS } from "@/shared/constants.ts";
import type { TAdminQuote, TConvertQuoteParsed } from "@/shared/schemas/quotes-admin.ts";
import { ApiError, errorMessage } from "@/client/lib/api-client.ts";
import { applyServerFieldErrors, fieldErrorText } from "@/client/lib/form-errors.ts";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Select } from "@/client/ui/select.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { Textarea } from "@/client/ui/textarea.tsx";
import { useConvertQuote } from "../api/convert-quote.ts";
import { CONVERT_QUOTE_FIELDS, convertQuoteDefaults, ZConvertQuoteForm, type TConvertQuoteValues } from "./convert-quote-form.ts";

const LABELS: Record<(typeof CONVERT_QUOTE_FIELDS)[number], string> = {
  title: "Job title",
  description: "Description",
  customer_name: "Customer name",
  customer_email: "Email",
  customer_phone: "Phone",
  service_address: "Street Address",
  service_city: "City",
  service_state: "State",
  service_zip: "ZIP Code",
  priority: "Priority",
  scheduled_date: "Scheduled date",
  scheduled_time: "Time",
};

/**
 * Quotes: turn a quote into a job for the customer of this e-mail. The dialog is
 * prefilled from the quote and asks for what a job needs that a quote lacks (the address).
 */
export function ConvertQuoteDialog({ quote, onClose }: { quote: TAdminQuote; onClose: () => void }) {
  const convert = useConvertQuote();
  const form = useForm<TConvertQuoteValues, unknown, TConvertQuoteParsed>({
    resolver: zodResolver(ZConvertQuoteForm),
    defaultValues: convertQuoteDefaults(quote),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (job) => {
    try {
      await convert.mutateAsync({ id: quote.id, job });
    } catch (failure) {
      if (applyServerFieldErrors(failure, CONVERT_QUOTE_FIELDS, form.setError)) return;
      toast.error("Failed to save job", { description: errorMessage(failure) });
      // Already a job (another tab, a second click): close and show it.
      if (failure instanceof ApiError && failure.status === 409) onClose();
      return;
    }
    toast.success("Job created successfully", { description: `${job.title} for ${job.customer_name}` });
    onClose();
  });

  const control = (name: keyof TConvertQuoteValues) => ({
    id: `convert-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? fieldMessageId(`convert-${name}`) : undefined,
  });
  const field = (name: keyof TConvertQuoteValues) => ({
    id: `convert-${name}`,
    label: LABELS[name],
    error: fieldErrorText(LABELS[name], errors[name]?.message),
  });
  const register = (name: Path<TConvertQuoteValues>) => form.register(name);

  return (
    <Dialog open onOpenChange={(open) => !open && !convert.isPending && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Turn into Job</DialogTitle>
          <DialogDescription>A pending job for the customer of this e-mail. A quote has no address: add where the work is.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <Field {...field("title")}>
            <Input {...control("title")} aria-required="true" maxLength={200} {...register("title")} />
          </Field>
          <Field {...field("description")}>
            <Textarea {...control("description")} rows={3} maxLength={5000} {...register("description")} />
          </Field>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold text-slate-900">Customer</legend>
            <Field {...field("customer_name")}>
              <Input {...control("customer_name")} aria-required="true" autoComplete="off" maxLength={100} {...register("customer_name")} />
            </Field>
            <Field {...field("customer_phone")}>
              <Input {...control("customer_phone")} type="tel" aria-required="true" autoComplete="off" maxLength={25} {...register("customer_phone")} />
            </Field>
            <div className="sm:col-span-2">
              <Field {...field("customer_email")} hint={quote.email ? undefined : "The quote came without an e-mail: ask the customer for one."}>
                <Input {...control("customer_email")} type="email" aria-required="true" autoComplete="off" maxLength={254} {...register("customer_email")} />
              </Field>
            </div>
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-6">
            <legend className="mb-2 text-sm font-semibold text-slate-900">Where</legend>
            <div className="sm:col-span-6">
              <Field {...field("service_address")}>
                <Input {...control("service_address")} aria-required="true" autoComplete="off" maxLength={200} {...register("service_address")} />
              </Field>
            </div>
            <div className="sm:col-span-3">
              <Field {...field("service_city")}>
                <Input {...control("service_city")} aria-required="true" autoComplete="off" maxLength={80} {...register("service_city")} />
              </Field>
            </div>
            <div className="sm:col-span-1">
              <Field {...field("service_state")}>
                <Input {...control("service_state")} aria-required="true" autoComplete="off" maxLength={2} {...register("service_state")} />
              </Field>
            </div>
            <div className="sm:col-span-2">
              <Field {...field("service_zip")}>
                <Input {...control("service_zip")} aria-required="true" inputMode="numeric" autoComplete="off" maxLength={10} {...register("service_zip")} />
              </Field>
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field {...field("priority")}>
              <Select {...control("priority")} {...register("priority")}>
                <option value="low">Low</option>
                <option value="medium">Medium</option>
                <option value="high">High</option>
              </Select>
            </Field>
            <Field {...field("scheduled_date")}>
              <Input {...control("scheduled_date")} type="date" {...register("scheduled_date")} />
            </Field>
            <Field {...field("scheduled_time")}>
              <Select {...control("scheduled_time")} {...register("scheduled_time")}>
                <option value="">Not set</option>
                {TIME_SLOTS.map((slot) => (
                  <option key={slot} value={slot}>
                    {slot}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={convert.isPending} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={convert.isPending}>
              {convert.isPending ? <Spinner /> : null}
              Create Job
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
