import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/client/lib/toast.ts";
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
      // Leave the protected page first, so its guard never sees the empty session.
      await signOut(() => navigate(paths.home));
      toast.success("Signed out successfully");
    } catch {
      toast.error("Error", { description: "Failed to sign out" });
    } finally {
      setPending(false);
    }
  }

  return { signOut: run, pending };
}
