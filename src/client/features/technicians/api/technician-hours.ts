import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAdminTechnicianHours, TTechnicianHoursRequest, TTimeOffEntry, TTimeOffInput } from "@/shared/schemas/technicians.ts";
import { api, apiFetch } from "@/client/lib/api-client.ts";
import { techniciansKeys } from "./get-technicians.ts";

// Decision 0152: a technician's working week, skills and time off, read and written from the
// Technicians pane's "Hours & time off" dialog.

export const technicianHoursKeys = {
  one: (id: string) => [...techniciansKeys.all, "hours", id] as const,
};

/** GET /api/admin/technicians/:id/hours. */
export function technicianHoursQueryOptions(id: string) {
  return queryOptions({
    queryKey: technicianHoursKeys.one(id),
    queryFn: ({ signal }) => api.get<TAdminTechnicianHours>(`/api/admin/technicians/${id}/hours`, { signal }),
  });
}

export function useTechnicianHours(id: string) {
  return useQuery(technicianHoursQueryOptions(id));
}

/** PUT /api/admin/technicians/:id/hours: the week (null: the business's hours) and skills. */
export function useSaveTechnicianHours(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTechnicianHoursRequest) => apiFetch<TAdminTechnicianHours>(`/api/admin/technicians/${id}/hours`, { method: "PUT", body }),
    onSuccess: (data) => queryClient.setQueryData(technicianHoursKeys.one(id), data),
  });
}

/** POST /api/admin/technicians/:id/time-off. */
export function useAddTimeOff(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTimeOffInput) => api.post<TTimeOffEntry>(`/api/admin/technicians/${id}/time-off`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: technicianHoursKeys.one(id) }),
  });
}

/** DELETE /api/admin/technicians/:id/time-off/:timeOffId. */
export function useRemoveTimeOff(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeOffId: string) => apiFetch<void>(`/api/admin/technicians/${id}/time-off/${timeOffId}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: technicianHoursKeys.one(id) }),
  });
}
