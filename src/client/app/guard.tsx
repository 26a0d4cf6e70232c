import { useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { homePathFor, type TRole } from "@/shared/roles.ts";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { paths } from "@/client/lib/paths.ts";
import { signInPath } from "@/client/lib/redirect.ts";
import { LoadingState } from "@/client/ui/spinner.tsx";

/**
 * customer-side.md §2 Route guard: a spinner while the session loads, /auth when signed out,
 * and the user's own area when the screen needs a role they do not have. The page asked for
 * rides along as `?redirect=`, so sign-in and the verification link come back to it. A session
 * that ends while the page is open was signed out here: that goes home, as the spec says
 * (issue #7 item 8), not to sign-in.
 */
export function RequireAuth({ role }: { role?: TRole }) {
  const { user, role: userRole, loading } = useAuth();
  const location = useLocation();
  const [hadUser, setHadUser] = useState(false);
  if (user && !hadUser) setHadUser(true);
  if (loading) return <LoadingState fullScreen />;
  if (!user) return <Navigate to={hadUser ? paths.home : signInPath(location.pathname + location.search + location.hash)} replace />;
  if (role && userRole !== role) return <Navigate to={homePathFor(userRole)} replace />;
  return <Outlet />;
}
