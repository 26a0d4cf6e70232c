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
    // A list read still in flight (a search that settled while the role was being saved) may have
    // read the old role: a refetch would join it rather than ask again while that read has no data
    // yet. So the reads in flight are dropped first, then the lists are read afresh.
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: usersKeys.all });
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
    },
  });
}
