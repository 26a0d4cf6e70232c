import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { toast } from "@/client/lib/toast.ts";

/**
 * The unlock link mailed with a paused sign-in lands on `/auth?unlocked=1`, or `?unlocked=0`
 * when it cleared nothing (decision 0112). Says which once, then takes it off the address bar.
 */
export function useUnlockedToast(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const unlocked = searchParams.get("unlocked");

  useEffect(() => {
    if (unlocked === null) return;
    if (unlocked === "1") toast.success("Your account is unlocked — you can sign in now", { id: "sign-in-unlocked" });
    else
      toast.error("This unlock link was already used or has expired", {
        id: "sign-in-unlocked",
        description: "If sign-in is still paused, try again in 15 minutes.",
      });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("unlocked");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [unlocked, setSearchParams]);
}
