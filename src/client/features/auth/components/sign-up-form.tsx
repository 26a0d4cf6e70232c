import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/client/lib/toast.ts";
import type { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "@/shared/rules/password.ts";
import { ZSignUpRequest, type TSignUpRequest } from "@/shared/schemas/auth.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { Button } from "@/client/ui/button.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useSignUp } from "../api/sign-up.ts";
import { applyServerFieldErrors, fieldErrorText } from "@/client/lib/form-errors.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

type TSignUpInput = z.input<typeof ZSignUpRequest>;
const FIELDS = ["email", "password", "confirmPassword"] as const;
const SIGN_UP_FAILED = "sign-up-failed";

// customer-side.md §5 Sign up and §8: matching passwords, at least 6 characters, 'Signup Failed'.
export function SignUpForm({ redirect, onSignedUp }: { redirect: string | null; onSignedUp: (email: string) => void }) {
  const signUp = useSignUp();
  const form = useForm<TSignUpInput, unknown, TSignUpRequest>({
    resolver: zodResolver(ZSignUpRequest),
    defaultValues: { email: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || signUp.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync({ ...values, redirect });
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, form.setError);
      toast.error(m.auth_signup_failed(), { id: SIGN_UP_FAILED, description: errorMessage(error) });
      return;
    }
    // The success takes the failure's place, so the two never sit side by side.
    toast.success(m.auth_account_created(), { id: SIGN_UP_FAILED, description: m.auth_check_email() });
    form.reset();
    onSignedUp(values.email);
  });

  const describedBy = (id: string, hasMessage: boolean) => (hasMessage ? fieldMessageId(id) : undefined);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={m.auth_sign_up_form()}>
      <Field id="signup-email" label={m.auth_email()} error={fieldErrorText(m.auth_email(), errors.email?.message)}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          placeholder={m.email_placeholder()}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy("signup-email", Boolean(errors.email))}
          {...form.register("email")}
        />
      </Field>
      <Field
        id="signup-password"
        label={m.auth_password()}
        error={fieldErrorText(m.auth_password(), errors.password?.message)}
        hint={m.auth_password_hint({ min: PASSWORD_MIN_LENGTH })}
      >
        <Input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={fieldMessageId("signup-password")}
          {...form.register("password")}
        />
      </Field>
      <Field id="signup-confirm-password" label={m.auth_confirm_password()} error={fieldErrorText(m.auth_confirm_password(), errors.confirmPassword?.message)}>
        <Input
          id="signup-confirm-password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          aria-invalid={errors.confirmPassword ? true : undefined}
          aria-describedby={describedBy("signup-confirm-password", Boolean(errors.confirmPassword))}
          {...form.register("confirmPassword")}
        />
      </Field>

      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? <Spinner /> : null}
        {busy ? m.auth_creating_account() : m.auth_sign_up()}
      </Button>
    </form>
  );
}
