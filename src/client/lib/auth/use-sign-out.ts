import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { paths } from "../paths.ts";
import { useAuth } from "./use-auth.ts";

/** customer-side.md §2 Header and §8: sign out, confirm, go home. */
export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function run() {
    setPending(true);
    try {
      // Leave the protected page first, so its guard never sees the empty session. The router
      // renders in a transition by default, so the old page would still be on screen when the
      // session is cleared, and its guard would send the visitor to /auth (issue #7 item 8):
      // flushSync commits the home page before the session goes.
      await signOut(() => navigate(paths.home, { flushSync: true }));
      toast.success("Signed out successfully");
    } catch {
      toast.error("Error", { description: "Failed to sign out" });
    } finally {
      setPending(false);
    }
  }

  return { signOut: run, pending };
}
