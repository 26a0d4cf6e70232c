import { useMutation } from "@tanstack/react-query";
import type { TSignInRequest } from "@/shared/schemas/auth.ts";
import { api } from "@/client/lib/api-client.ts";

/** better-auth: sets the session cookie; 401 wrong credentials, 403 e-mail not verified, 429 rate-limited. */
export function signIn(body: TSignInRequest): Promise<unknown> {
  return api.post<unknown>("/api/auth/sign-in/email", body);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
