import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { toast } from "@/client/lib/toast.ts";

/**
 * The verification link lands on `/auth?verified=1` (issue #7 item 9). Says what happened once
 * the session is known: signed in (the auth page then goes on), or verified and ready to sign in.
 * A failed link carries `?error=` instead, which `useUrlErrorToast` reports.
 */
export function useVerifiedToast({ loading, signedIn }: { loading: boolean; signedIn: boolean }): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const verified = searchParams.get("verified") === "1" && !searchParams.has("error");

  useEffect(() => {
    if (!verified || loading) return;
    if (signedIn) {
      toast.success("Email verified — you're signed in", { id: "email-verified" });
      return;
    }
    toast.success("Email verified — you can sign in now", { id: "email-verified" });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("verified");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [verified, loading, signedIn, setSearchParams]);
}
