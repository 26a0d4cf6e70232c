import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import type { TEmergencyResume } from "@/shared/schemas/emergency.ts";
import { ApiError, api } from "@/client/lib/api-client.ts";
import { resumeTokenStore } from "@/client/lib/resume/resume-token-store.ts";

// This browser keeps the server-signed way back to each emergency it paid for,
// so a visitor who closed the details (or the tab) is asked to finish on their next visit.
const store = resumeTokenStore("homefix.emergency-resume");

export const rememberResumeToken = store.remember;

/** The token of a booking (it starts with the booking's id), which completing a guest's booking needs. */
export const resumeTokenFor = store.tokenFor;

/** Forgets the token of a booking whose details are in (the token starts with its id). */
export const forgetResumeToken = store.forget;

/** POST /api/emergency/resume: a token read back; null when refused (edited, or unknown). */
async function resume(token: string, signal: AbortSignal): Promise<TEmergencyResume | null> {
  try {
    return await api.post<TEmergencyResume>("/api/emergency/resume", { resume_token: token }, { signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 400)) return null;
    throw error;
  }
}

/** The paid emergencies this browser may finish, oldest payment first; spent tokens are forgotten. */
export function useResumableEmergencies() {
  const tokens = store.useTokens();
  return useQuery({
    queryKey: ["emergency", "resume", tokens],
    enabled: tokens.length > 0,
    queryFn: async ({ signal }) => {
      const answers = await Promise.all(tokens.map(async (token) => ({ token, answer: await resume(token, signal) })));
      store.drop(answers.filter(({ answer }) => !answer?.needs_details).map(({ token }) => token));
      return answers.flatMap(({ answer }) => (answer?.needs_details ? [answer] : []));
    },
  });
}

/**
 * The phone and e-mail given when a booking's fee was paid, read back with this browser's token
 * for it; undefined while unknown, or when this browser holds none (a signed-in payer's profile
 * fills the form instead).
 */
export function usePaidContact(bookingId: string | undefined) {
  const token = bookingId ? resumeTokenFor(bookingId) : undefined;
  const answer = useQuery({
    queryKey: ["emergency", "resume", "contact", token],
    enabled: Boolean(token),
    queryFn: ({ signal }) => resume(token!, signal),
    staleTime: Infinity,
  });
  const data = answer.data;
  return useMemo(() => (data ? { customer_phone: data.customer_phone, customer_email: data.customer_email } : undefined), [data]);
}
