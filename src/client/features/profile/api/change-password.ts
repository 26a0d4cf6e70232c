import { useMutation } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client.ts";

export type TChangePassword = { currentPassword: string; newPassword: string };

/**
 * better-auth's change-password: the current password is required, and every other session of
 * this account is signed out. 400 `{ code, message }` for a wrong or weak password.
 */
export function changePassword(body: TChangePassword): Promise<unknown> {
  return api.post<unknown>("/api/auth/change-password", { ...body, revokeOtherSessions: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
