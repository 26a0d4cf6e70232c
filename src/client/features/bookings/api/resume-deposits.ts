import { useQuery } from "@tanstack/react-query";
import type { TResumableDeposits } from "@/shared/schemas/bookings.ts";
import { api } from "@/client/lib/api-client.ts";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";
import { resumeTokenStore } from "@/client/lib/resume/resume-token-store.ts";

// Decision 0140: a deposit paid in booking step 1 is never forgotten. This browser keeps the
// server-signed way back to it (as an emergency's, decision 0114); a signed-in customer's
// own deposits come from their account, on any device.
const store = resumeTokenStore("homefix.deposit-resume");

export const rememberDeposit = store.remember;
export const forgetDeposit = store.forget;

/** POST /api/bookings/deposits/resume: the paid deposits no booking took yet, still held, oldest first. */
export function useResumableDeposits() {
  const tokens = store.useTokens();
  const { user } = useAuth();
  return useQuery({
    // Under the user's keys: signing in or out, paying or booking asks again.
    queryKey: [...userScopedKey, "deposit-resume", user?.id ?? null, tokens],
    enabled: tokens.length > 0 || user !== null,
    queryFn: async ({ signal }) => {
      const answer = await api.post<TResumableDeposits>("/api/bookings/deposits/resume", { resume_tokens: tokens }, { signal });
      // Tokens of deposits a booking took, or that went back to the card, are spent.
      store.drop(tokens.filter((token) => !answer.deposits.some((deposit) => deposit.resume_token === token)));
      return answer.deposits;
    },
  });
}
