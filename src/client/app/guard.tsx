import { Navigate, Outlet } from "react-router";
import { homePathFor, type TRole } from "@/shared/roles.ts";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { paths } from "@/client/lib/paths.ts";
import { LoadingState } from "@/client/ui/spinner.tsx";

/**
 * customer-side.md §2 Route guard: a spinner while the session loads, /auth when signed out,
 * and the user's own area when the screen needs a role they do not have.
 */
export function RequireAuth({ role }: { role?: TRole }) {
  const { user, role: userRole, loading } = useAuth();
  if (loading) return <LoadingState fullScreen />;
  if (!user) return <Navigate to={paths.auth} replace />;
  if (role && userRole !== role) return <Navigate to={homePathFor(userRole)} replace />;
  return <Outlet />;
}
