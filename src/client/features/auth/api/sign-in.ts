import { useMutation } from "@tanstack/react-query";
import type { TSignInRequest } from "@/shared/schemas/auth.ts";
import { api } from "@/client/lib/api-client.ts";
import { verifiedCallbackPath } from "@/client/lib/redirect.ts";

/**
 * better-auth: sets the session cookie; 401 wrong credentials, 403 e-mail not verified, 429
 * rate-limited. An unverified address is mailed a new verification link, which comes back to the
 * auth page (told so, and going on to `redirect`) as the sign-up's link does, not to `/`.
 */
export function signIn({ redirect, ...body }: TSignInRequest & { redirect: string | null }): Promise<unknown> {
  return api.post<unknown>("/api/auth/sign-in/email", { ...body, callbackURL: verifiedCallbackPath(redirect) });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
