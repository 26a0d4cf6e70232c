import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/client/lib/toast.ts";
import type { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "@/shared/rules/password.ts";
import { ZResetPasswordRequest } from "@/shared/schemas/auth.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { fieldErrorText } from "@/client/lib/form-errors.ts";
import { paths } from "@/client/lib/paths.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useResetPassword } from "../api/reset-password.ts";
import { AuthShell } from "../components/auth-shell.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

type TResetInput = z.input<typeof ZResetPasswordRequest>;
type TResetOutput = z.output<typeof ZResetPasswordRequest>;

function RequestNewLink() {
  return (
    <Link to={paths.forgotPassword} className="rounded font-semibold underline underline-offset-4">
      {m.auth_request_new_link()}
    </Link>
  );
}

/** The mailed reset link lands here with `?token=…`, or `?error=INVALID_TOKEN` when it is no good. */
export function ResetPasswordPage() {
  usePageTitle(m.auth_reset_page_title());
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const linkBroken = !token || searchParams.has("error");

  return (
    <AuthShell title={m.auth_reset_title()} description={m.auth_reset_description()}>
      {linkBroken ? (
        <Alert variant="destructive" title={m.auth_reset_link_broken()}>
          <RequestNewLink />
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
    toast.success(m.auth_password_updated(), { description: m.auth_sign_in_with_new() });
    await navigate(paths.auth, { replace: true });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={m.auth_reset_title()}>
      <Field
        id="reset-password"
        label={m.auth_new_password()}
        error={fieldErrorText(m.auth_new_password(), errors.password?.message)}
        hint={m.auth_new_password_hint({ min: PASSWORD_MIN_LENGTH })}
      >
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
      <Field
        id="reset-confirm-password"
        label={m.auth_confirm_new_password()}
        error={fieldErrorText(m.auth_confirm_new_password(), errors.confirmPassword?.message)}
      >
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
          <RequestNewLink />
        </Alert>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? <Spinner /> : null}
        {busy ? m.auth_updating() : m.auth_update_password()}
      </Button>
    </form>
  );
}
