import { useMutation } from "@tanstack/react-query";
import type { TSignUpRequest } from "@/shared/schemas/auth.ts";
import { api } from "@/client/lib/api-client.ts";
import { verifiedCallbackPath } from "@/client/lib/redirect.ts";

/**
 * better-auth: creates the account and mails a verification link. The link signs the visitor in
 * and lands on the auth page, which says so and goes on to `redirect` (the page they were going to).
 * No session until the e-mail is verified; a taken e-mail gets the same reply on purpose.
 */
export function signUp({ email, password, redirect }: TSignUpRequest & { redirect?: string | null }): Promise<unknown> {
  // The form asks only for e-mail and password (customer-side.md §2); the profile name starts as the e-mail's name.
  const name = email.split("@")[0] ?? email;
  return api.post<unknown>("/api/auth/sign-up/email", { email, password, name, callbackURL: verifiedCallbackPath(redirect) });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
