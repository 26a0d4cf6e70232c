import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/client/lib/toast.ts";
import type { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "@/shared/rules/password.ts";
import { ZResetPasswordRequest } from "@/shared/schemas/auth.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { paths } from "@/client/lib/paths.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useResetPassword } from "../api/reset-password.ts";
import { AuthShell } from "../components/auth-shell.tsx";

type TResetInput = z.input<typeof ZResetPasswordRequest>;
type TResetOutput = z.output<typeof ZResetPasswordRequest>;

const requestNewLink = (
  <Link to={paths.forgotPassword} className="rounded font-semibold underline underline-offset-4">
    Request a new link
  </Link>
);

/** The mailed reset link lands here with `?token=…`, or `?error=INVALID_TOKEN` when it is no good. */
export function ResetPasswordPage() {
  usePageTitle("Reset password");
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const linkBroken = !token || searchParams.has("error");

  return (
    <AuthShell title="Choose a new password" description="Pick a password you have not used here before.">
      {linkBroken ? (
        <Alert variant="destructive" title="This password reset link is invalid or has expired.">
          {requestNewLink}
        </Alert>
      ) : (
        <ResetPasswordForm token={token} />
      )}
    </AuthShell>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TResetInput, unknown, TResetOutput>({
    resolver: zodResolver(ZResetPasswordRequest),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || reset.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ newPassword: values.password, token });
    } catch (error) {
      setFailure(errorMessage(error));
      return;
    }
    toast.success("Password updated", { description: "Sign in with your new password." });
    await navigate(paths.auth, { replace: true });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Choose a new password">
      <Field id="reset-password" label="New Password" error={errors.password?.message} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        <Input
          id="reset-password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={fieldMessageId("reset-password")}
          {...form.register("password")}
        />
      </Field>
      <Field id="reset-confirm-password" label="Confirm New Password" error={errors.confirmPassword?.message}>
        <Input
          id="reset-confirm-password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          aria-invalid={errors.confirmPassword ? true : undefined}
          aria-describedby={errors.confirmPassword ? fieldMessageId("reset-confirm-password") : undefined}
          {...form.register("confirmPassword")}
        />
      </Field>
      {failure ? (
        <Alert variant="destructive" title={failure}>
          {requestNewLink}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? <Spinner /> : null}
        {busy ? "Updating..." : "Update Password"}
      </Button>
    </form>
  );
}
