import { use } from "react";
import { AuthContext, type TAuthContext } from "./auth-context.tsx";

export function useAuth(): TAuthContext {
  const context = use(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
