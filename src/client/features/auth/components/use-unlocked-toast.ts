import { useEffect } from "react";
import { toast } from "@/client/lib/toast.ts";
import { useOneTimeParam } from "@/client/lib/use-one-time-param.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

/**
 * The unlock link mailed with a paused sign-in lands on `/auth?unlocked=1`, or `?unlocked=0`
 * when it cleared nothing (decision 0112). Says which once.
 */
export function useUnlockedToast(): void {
  const [unlocked, drop] = useOneTimeParam("unlocked");

  useEffect(() => {
    if (unlocked === null) return;
    if (unlocked === "1") toast.success(m.auth_unlocked(), { id: "sign-in-unlocked" });
    else
      toast.error(m.auth_unlock_used(), {
        id: "sign-in-unlocked",
        description: m.auth_unlock_used_hint(),
      });
    drop();
  }, [unlocked, drop]);
}
