import { useMutation } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client.ts";

export function resetPassword(body: { newPassword: string; token: string }): Promise<unknown> {
  return api.post<unknown>("/api/auth/reset-password", body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
