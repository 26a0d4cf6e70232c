import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import type { z } from "zod";
import { ZForgotPasswordRequest } from "@/shared/schemas/auth.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { paths } from "@/client/lib/paths.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button, buttonClassName } from "@/client/ui/button.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useRequestPasswordReset } from "../api/request-password-reset.ts";
import { AuthShell } from "../components/auth-shell.tsx";

export function ForgotPasswordPage() {
  usePageTitle("Forgot password");
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
      toast.error("Error", { description: errorMessage(failure) });
    }
  });

  return (
    <AuthShell title="Forgot your password?" description="Enter your email and we will send you a link to choose a new one.">
      {sent ? (
        <div className="space-y-6">
          <Alert variant="success">If an account exists for that email, we sent a link to reset your password.</Alert>
          <Link to={paths.auth} className={buttonClassName({ variant: "outline", className: "w-full" })}>
            Back to Sign In
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Request a password reset link">
          <Field id="forgot-email" label="Email" error={error}>
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? fieldMessageId("forgot-email") : undefined}
              {...form.register("email")}
            />
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? <Spinner /> : <MailCheck aria-hidden="true" />}
            {busy ? "Sending..." : "Send Reset Link"}
          </Button>
          <p className="text-center text-sm text-slate-600">
            Remembered it?{" "}
            <Link to={paths.auth} className="rounded font-medium text-brand-700 hover:underline">
              Back to Sign In
            </Link>
          </p>
        </form>
      )}
    </AuthShell>
  );
}
