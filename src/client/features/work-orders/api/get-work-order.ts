import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TWorkOrder } from "@/shared/schemas/work-orders.ts";
import { api } from "@/client/lib/api-client.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";

export const workOrderKeys = {
  all: [...userScopedKey, "work-orders"] as const,
  workOrder: (jobId: string) => [...workOrderKeys.all, "job", jobId] as const,
  daySheet: (technicianId: string | null, date: string) => [...workOrderKeys.all, "day-sheet", technicianId ?? "mine", date] as const,
};

/** GET /api/admin/jobs/:id/work-order: a job's printable work order. */
export function getWorkOrder(jobId: string, signal?: AbortSignal): Promise<TWorkOrder> {
  return api.get<TWorkOrder>(`/api/admin/jobs/${encodeURIComponent(jobId)}/work-order`, { signal });
}

export function useWorkOrder(jobId: string) {
  return useQuery(queryOptions({ queryKey: workOrderKeys.workOrder(jobId), queryFn: ({ signal }) => getWorkOrder(jobId, signal) }));
}
