import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAssignRoleRequest, TAssignRoleResponse } from "@/shared/schemas/users.ts";
import { apiFetch } from "@/client/lib/api-client.ts";
import { usersKeys } from "./users-keys.ts";

/** PUT /api/admin/users/role (staff-side.md §7 Role assignment): the server checks who may. */
export function assignRole(body: TAssignRoleRequest): Promise<TAssignRoleResponse> {
  return apiFetch<TAssignRoleResponse>("/api/admin/users/role", { method: "PUT", body });
}

export function useAssignRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
