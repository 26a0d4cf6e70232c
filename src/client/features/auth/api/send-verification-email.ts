import { useMutation } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client.ts";
import { verifiedCallbackPath } from "@/client/lib/redirect.ts";

/**
 * better-auth: mails a new verification link to an unverified address. The server limits it per
 * address (AUTH_MAIL_MAX_PER_ADDRESS an hour) and per client; past the address's limit the
 * reply is the same and no mail goes, so it cannot tell whether an account exists.
 */
export function sendVerificationEmail({ email, redirect }: { email: string; redirect?: string | null }): Promise<unknown> {
  return api.post<unknown>("/api/auth/send-verification-email", { email, callbackURL: verifiedCallbackPath(redirect) });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
