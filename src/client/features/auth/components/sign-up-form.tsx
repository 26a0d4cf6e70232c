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
import { applyServerFieldErrors } from "@/client/lib/form-errors.ts";

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
      toast.error("Signup Failed", { id: SIGN_UP_FAILED, description: errorMessage(error) });
      return;
    }
    // The success takes the failure's place, so the two never sit side by side.
    toast.success("Account Created!", { id: SIGN_UP_FAILED, description: "Please check your email to verify your account." });
    form.reset();
    onSignedUp(values.email);
  });

  const describedBy = (id: string, hasMessage: boolean) => (hasMessage ? fieldMessageId(id) : undefined);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign up">
      <Field id="signup-email" label="Email" error={errors.email?.message}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy("signup-email", Boolean(errors.email))}
          {...form.register("email")}
        />
      </Field>
      <Field
        id="signup-password"
        label="Password"
        error={errors.password?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords.`}
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
      <Field id="signup-confirm-password" label="Confirm Password" error={errors.confirmPassword?.message}>
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
        {busy ? "Creating account..." : "Sign Up"}
      </Button>
    </form>
  );
}
