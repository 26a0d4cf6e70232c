import { useEffect } from "react";
import { toast } from "@/client/lib/toast.ts";
import { useOneTimeParam } from "@/client/lib/use-one-time-param.ts";

/**
 * The unlock link mailed with a paused sign-in lands on `/auth?unlocked=1`, or `?unlocked=0`
 * when it cleared nothing (decision 0112). Says which once.
 */
export function useUnlockedToast(): void {
  const [unlocked, drop] = useOneTimeParam("unlocked");

  useEffect(() => {
    if (unlocked === null) return;
    if (unlocked === "1") toast.success("Your account is unlocked — you can sign in now", { id: "sign-in-unlocked" });
    else
      toast.error("This unlock link was already used or has expired", {
        id: "sign-in-unlocked",
        description: "If sign-in is still paused, try again in 15 minutes.",
      });
    drop();
  }, [unlocked, drop]);
}
