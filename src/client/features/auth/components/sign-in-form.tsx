import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/client/lib/toast.ts";
import type { z } from "zod";
import { homePathFor } from "@/shared/roles.ts";
import { ZSignInRequest, type TSignInRequest } from "@/shared/schemas/auth.ts";
import { ApiError, errorMessage } from "@/client/lib/api-client.ts";
import { fieldErrorText } from "@/client/lib/form-errors.ts";
import { reasonText } from "@/client/lib/server-sentences.ts";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { paths } from "@/client/lib/paths.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useSendVerificationEmail } from "../api/send-verification-email.ts";
import { useSignIn } from "../api/sign-in.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

// One toast for the outcome: the welcome takes the failure's place, so the two never sit side by
// side. A dismissal would leave the failure on screen until the next frame.
const SIGN_IN_OUTCOME = "sign-in-outcome";

// customer-side.md §2 Auth page and §8: busy state, 'Login Failed' toast plus an inline alert.
export function SignInForm({ defaultEmail = "", redirect }: { defaultEmail?: string; redirect: string | null }) {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const signIn = useSignIn();
  const resend = useSendVerificationEmail();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const form = useForm<z.input<typeof ZSignInRequest>, unknown, TSignInRequest>({
    resolver: zodResolver(ZSignInRequest),
    defaultValues: { email: defaultEmail, password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || signIn.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    resend.reset();
    try {
      await signIn.mutateAsync({ ...values, redirect });
    } catch (error) {
      const message = errorMessage(error);
      setFailure(error instanceof ApiError ? error : new ApiError(0, "UNKNOWN", message));
      toast.error(m.auth_login_failed(), { id: SIGN_IN_OUTCOME, description: message });
      return;
    }
    // The problem is solved: the welcome replaces the failure, description and all.
    toast.success(m.auth_signed_in(), { id: SIGN_IN_OUTCOME, description: undefined });
    const me = await refresh().catch(() => null);
    await navigate(redirect ?? homePathFor(me?.role ?? null), { replace: true });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={m.auth_sign_in_form()}>
      <Field id="signin-email" label={m.auth_email()} error={fieldErrorText(m.auth_email(), errors.email?.message)}>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          placeholder={m.email_placeholder()}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? fieldMessageId("signin-email") : undefined}
          {...form.register("email")}
        />
      </Field>
      <Field
        id="signin-password"
        label={m.auth_password()}
        error={fieldErrorText(m.auth_password(), errors.password?.message)}
        labelAside={
          <Link to={paths.forgotPassword} className="rounded text-sm font-medium text-brand-700 hover:underline">
            {m.auth_forgot_password_link()}
          </Link>
        }
      >
        <Input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? fieldMessageId("signin-password") : undefined}
          {...form.register("password")}
        />
      </Field>

      {failure ? (
        <Alert variant="destructive">
          <p>{reasonText(failure.message)}</p>
          {failure.code === "EMAIL_NOT_VERIFIED" ? (
            <>
              <p className="mt-1">{m.auth_verify_then_sign_in()}</p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="mt-3"
                disabled={resend.isPending}
                onClick={() => resend.mutate({ email: form.getValues("email"), redirect })}
              >
                {resend.isPending ? <Spinner /> : null}
                {m.auth_resend_verification()}
              </Button>
              <p role="status" className="mt-2 empty:hidden">
                {resend.isSuccess ? m.auth_resent({ email: form.getValues("email") }) : ""}
                {resend.isError ? errorMessage(resend.error) : ""}
              </p>
            </>
          ) : null}
        </Alert>
      ) : null}

      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? <Spinner /> : null}
        {busy ? m.auth_signing_in() : m.auth_sign_in()}
      </Button>
    </form>
  );
}
