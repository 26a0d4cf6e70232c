import { useState, type ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { homePathFor } from "@/shared/roles.ts";
import { can, type TPermission } from "@/shared/permissions.ts";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { paths } from "@/client/lib/paths.ts";
import { signInPath } from "@/client/lib/redirect.ts";
import { LoadingState } from "@/client/ui/spinner.tsx";

/**
 * customer-side.md §2 Route guard: a spinner while the session loads, /auth when signed out,
 * and the user's own area when their role lacks the area's permission. The permission comes from
 * the same table the server's guards read (src/shared/permissions.ts), so what this hides and what
 * the server refuses cannot disagree. The page asked for rides along as `?redirect=`, so sign-in
 * and the verification link come back to it. A session that ends while the page is open was
 * signed out here: that goes home, as the spec says, not to sign-in.
 */
export function RequireAuth({
  permission,
  pending,
}: {
  permission: TPermission;
  /** Shown while the session loads, in place of the spinner: the area's frame. */ pending?: ReactNode;
}) {
  const { user, role: userRole, loading } = useAuth();
  const location = useLocation();
  const [hadUser, setHadUser] = useState(false);
  if (user && !hadUser) setHadUser(true);
  if (loading) return pending ?? <LoadingState fullScreen />;
  if (!user) return <Navigate to={hadUser ? paths.home : signInPath(location.pathname + location.search + location.hash)} replace />;
  if (!can(userRole, permission)) return <Navigate to={homePathFor(userRole)} replace />;
  return <Outlet />;
}
