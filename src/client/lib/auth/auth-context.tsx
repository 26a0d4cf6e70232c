import { createContext, useCallback, useMemo, type ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { isRole, type TRole } from "@/shared/roles.ts";
import { api } from "../api-client.ts";
import { meQueryKey, meQueryOptions, userScopedKey, type TSession } from "./me.ts";

export type TAuthUser = TSession["user"];

export type TAuthContext = {
  user: TAuthUser | null;
  /** customer-side.md §6: a user whose role cannot be read is treated as having none. */
  role: TRole | null;
  /** True during the account's first signed-in session (the dashboard's first-visit greeting). */
  firstVisit: boolean;
  /** True until the first session check completes. */
  loading: boolean;
  /**
   * Ends the session on the server, runs `beforeClear` (to leave a protected page before the
   * route guard reacts), then forgets the user's data. Throws when the server refuses.
   */
  signOut: (beforeClear?: () => unknown) => Promise<void>;
  /** Reads the session again (after sign-in) and returns it. */
  refresh: () => Promise<TSession | null>;
};

export const AuthContext = createContext<TAuthContext | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions);

  const refresh = useCallback(() => queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }), [queryClient]);

  const signOut = useCallback(
    async (beforeClear?: () => unknown) => {
      await api.post<unknown>("/api/auth/sign-out", {});
      await beforeClear?.();
      queryClient.removeQueries({ queryKey: userScopedKey });
      queryClient.setQueryData(meQueryKey, null);
    },
    [queryClient],
  );

  const value = useMemo<TAuthContext>(() => {
    const data = me.data ?? null;
    return {
      user: data?.user ?? null,
      role: data && isRole(data.role) ? data.role : null,
      firstVisit: data?.first_visit ?? false,
      loading: me.isPending,
      signOut,
      refresh,
    };
  }, [me.data, me.isPending, signOut, refresh]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
