import { useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { applyServerFieldErrors } from "@/client/lib/form-errors.ts";
import { toast } from "@/client/lib/toast.ts";
import type { z } from "zod";
import { ZQuoteRequest } from "@/shared/schemas/engagement.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { Button } from "@/client/ui/button.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Select } from "@/client/ui/select.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { Textarea } from "@/client/ui/textarea.tsx";
import { useCreateQuote } from "../api/create-quote.ts";
import { useServiceNames } from "../api/get-service-names.ts";

type TQuoteInput = z.input<typeof ZQuoteRequest>;
type TQuoteOutput = z.output<typeof ZQuoteRequest>;
type TFieldName = FieldPath<TQuoteInput>;

const LABELS: Record<TFieldName, string> = {
  name: "Name",
  phone: "Phone",
  email: "Email",
  service: "Service",
  message: "Message",
};
const FIELDS = Object.keys(LABELS) as TFieldName[];
const EMPTY: TQuoteInput = { name: "", phone: "", email: "", service: "", message: "" };
const OTHER = "Other";

/** The shared schema's messages are phrases ("is required"): name the field in front of them. */
function sentence(field: TFieldName, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return /^[a-z]/.test(message) ? `${LABELS[field]} ${message}` : message;
}

/**
 * customer-side.md §2 and §5 Quote form: name, phone, service and message required; e-mail
 * optional. Stored on the server (DESIGN.md placeholders), acknowledged with the spec's toast.
 */
export function QuoteForm() {
  const names = useServiceNames();
  const createQuote = useCreateQuote();
  const form = useForm<TQuoteInput, unknown, TQuoteOutput>({ resolver: zodResolver(ZQuoteRequest), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || createQuote.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await createQuote.mutateAsync(values);
    } catch (error) {
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) toast.error("Quote request failed", { description: errorMessage(error) });
      return;
    }
    toast.success("Quote Request Submitted!", { description: "We'll contact you within 24 hours to discuss your project." });
    form.reset(EMPTY);
  });

  const control = (field: TFieldName) => ({
    id: `quote-${field}`,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? fieldMessageId(`quote-${field}`) : undefined,
  });
  const error = (field: TFieldName) => sentence(field, errors[field]?.message);

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Request a quote" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="quote-name" label="Name" error={error("name")}>
          <Input {...control("name")} autoComplete="name" aria-required="true" maxLength={100} {...form.register("name")} />
        </Field>
        <Field id="quote-phone" label="Phone" error={error("phone")}>
          <Input {...control("phone")} type="tel" autoComplete="tel" aria-required="true" {...form.register("phone")} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="quote-email" label="Email (optional)" error={error("email")}>
          <Input {...control("email")} type="email" autoComplete="email" placeholder="you@example.com" {...form.register("email")} />
        </Field>
        <Field id="quote-service" label="Service" error={error("service")}>
          <Select {...control("service")} aria-required="true" {...form.register("service")}>
            <option value="">{names.isPending ? "Loading services…" : "Choose a service"}</option>
            {(names.data ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value={OTHER}>{OTHER}</option>
          </Select>
        </Field>
      </div>
      <Field id="quote-message" label="Message" error={error("message")}>
        <Textarea
          {...control("message")}
          aria-required="true"
          rows={5}
          maxLength={2000}
          placeholder="Tell us about the job: what needs doing, where, and any timing."
          {...form.register("message")}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
        {busy ? <Spinner /> : <Send aria-hidden="true" />}
        {busy ? "Sending..." : "Request Quote"}
      </Button>
    </form>
  );
}
