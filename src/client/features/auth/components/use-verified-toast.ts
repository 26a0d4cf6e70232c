import { useEffect } from "react";
import { toast } from "@/client/lib/toast.ts";
import { useOneTimeParam } from "@/client/lib/use-one-time-param.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

/**
 * The verification link lands on `/auth?verified=1`. Says what happened once
 * the session is known: signed in (the auth page then goes on), or verified and ready to sign in.
 * A failed link carries `?error=` instead, which `useUrlErrorToast` reports.
 */
export function useVerifiedToast({ loading, signedIn }: { loading: boolean; signedIn: boolean }): void {
  const [verifiedParam, drop] = useOneTimeParam("verified");
  const [error] = useOneTimeParam("error");
  const verified = verifiedParam === "1" && error === null;

  useEffect(() => {
    if (!verified || loading) return;
    if (signedIn) {
      toast.success(m.auth_verified_signed_in(), { id: "email-verified" });
      return;
    }
    toast.success(m.auth_verified_sign_in_now(), { id: "email-verified" });
    drop();
  }, [verified, loading, signedIn, drop]);
}
