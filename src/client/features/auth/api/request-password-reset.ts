import { useMutation } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client.ts";
import { paths } from "@/client/lib/paths.ts";

/** Always 200, whether or not the account exists; the mailed link lands on /auth/reset-password. */
export function requestPasswordReset({ email }: { email: string }): Promise<unknown> {
  return api.post<unknown>("/api/auth/request-password-reset", { email, redirectTo: paths.resetPassword });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
