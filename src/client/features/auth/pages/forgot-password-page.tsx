import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import type { z } from "zod";
import { ZForgotPasswordRequest } from "@/shared/schemas/auth.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { fieldErrorText } from "@/client/lib/form-errors.ts";
import { paths } from "@/client/lib/paths.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button, buttonClassName } from "@/client/ui/button.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useRequestPasswordReset } from "../api/request-password-reset.ts";
import { AuthShell } from "../components/auth-shell.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

export function ForgotPasswordPage() {
  usePageTitle(m.auth_forgot_page_title());
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const form = useForm<z.input<typeof ZForgotPasswordRequest>, unknown, z.output<typeof ZForgotPasswordRequest>>({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: "" },
  });
  const error = form.formState.errors.email?.message;
  const busy = form.formState.isSubmitting || request.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      setSent(true);
    } catch (failure) {
      toast.error(m.auth_error(), { description: errorMessage(failure) });
    }
  });

  return (
    <AuthShell title={m.auth_forgot_title()} description={m.auth_forgot_description()}>
      {sent ? (
        <div className="space-y-6">
          <Alert variant="success">{m.auth_forgot_sent()}</Alert>
          <Link to={paths.auth} className={buttonClassName({ variant: "outline", className: "w-full" })}>
            {m.auth_back_to_sign_in()}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={m.auth_forgot_form()}>
          <Field id="forgot-email" label={m.auth_email()} error={fieldErrorText(m.auth_email(), error)}>
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              placeholder={m.email_placeholder()}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? fieldMessageId("forgot-email") : undefined}
              {...form.register("email")}
            />
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? <Spinner /> : <MailCheck aria-hidden="true" />}
            {busy ? m.auth_sending() : m.auth_send_reset_link()}
          </Button>
          <p className="text-center text-sm text-slate-600">
            {m.auth_remembered_it()}{" "}
            <Link to={paths.auth} className="rounded font-medium text-brand-700 hover:underline">
              {m.auth_back_to_sign_in()}
            </Link>
          </p>
        </form>
      )}
    </AuthShell>
  );
}
