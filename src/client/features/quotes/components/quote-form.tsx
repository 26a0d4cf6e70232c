import { useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { applyServerFieldErrors, fieldErrorText } from "@/client/lib/form-errors.ts";
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
import { m } from "@/shared/i18n/paraglide/messages.js";

type TQuoteInput = z.input<typeof ZQuoteRequest>;
type TQuoteOutput = z.output<typeof ZQuoteRequest>;
type TFieldName = FieldPath<TQuoteInput>;

// Said when drawn, in the page's language; an error names its field with them.
const LABELS: Record<TFieldName, () => string> = {
  name: m.quote_name,
  phone: m.quote_phone,
  email: m.quote_email,
  service: m.quote_service,
  message: m.quote_message,
};
const FIELDS = Object.keys(LABELS) as TFieldName[];
const EMPTY: TQuoteInput = { name: "", phone: "", email: "", service: "", message: "" };
/** Stored as written when no listed service fits; shown in the page's language. */
const OTHER = "Other";

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
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) toast.error(m.quote_failed(), { description: errorMessage(error) });
      return;
    }
    toast.success(m.quote_submitted(), { description: m.quote_submitted_text() });
    form.reset(EMPTY);
  });

  const control = (field: TFieldName) => ({
    id: `quote-${field}`,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? fieldMessageId(`quote-${field}`) : undefined,
  });
  const error = (field: TFieldName) => fieldErrorText(LABELS[field](), errors[field]?.message);

  return (
    <form noValidate onSubmit={onSubmit} aria-label={m.quote_form_label()} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="quote-name" label={m.quote_name()} error={error("name")}>
          <Input {...control("name")} autoComplete="name" aria-required="true" maxLength={100} {...form.register("name")} />
        </Field>
        <Field id="quote-phone" label={m.quote_phone()} error={error("phone")}>
          <Input {...control("phone")} type="tel" autoComplete="tel" aria-required="true" {...form.register("phone")} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="quote-email" label={m.quote_email_optional()} error={error("email")}>
          <Input {...control("email")} type="email" autoComplete="email" placeholder={m.email_placeholder()} {...form.register("email")} />
        </Field>
        <Field id="quote-service" label={m.quote_service()} error={error("service")}>
          <Select {...control("service")} aria-required="true" {...form.register("service")}>
            <option value="">{names.isPending ? m.quote_loading_services() : m.quote_choose_service()}</option>
            {(names.data ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value={OTHER}>{m.quote_other()}</option>
          </Select>
        </Field>
      </div>
      <Field id="quote-message" label={m.quote_message()} error={error("message")}>
        <Textarea
          {...control("message")}
          aria-required="true"
          rows={5}
          maxLength={2000}
          placeholder={m.quote_message_placeholder()}
          {...form.register("message")}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
        {busy ? <Spinner /> : <Send aria-hidden="true" />}
        {busy ? m.quote_sending() : m.quote_submit()}
      </Button>
    </form>
  );
}
