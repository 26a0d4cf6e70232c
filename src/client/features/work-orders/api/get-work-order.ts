import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TWorkOrder } from "@/shared/schemas/work-orders.ts";
import { api } from "@/client/lib/api-client.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";

export const workOrderKeys = {
  all: [...userScopedKey, "work-orders"] as const,
  workOrder: (jobId: string) => [...workOrderKeys.all, "job", jobId] as const,
  daySheet: (technicianId: string | null, date: string) => [...workOrderKeys.all, "day-sheet", technicianId ?? "mine", date] as const,
};

/** Whose route a work order is read from: the office's (any job) or the technician's (their own; another's is 404). */
export type TWorkOrderReader = "admin" | "technician";

/** GET /api/admin/jobs/:id/work-order or /api/technician/jobs/:id/work-order: a job's printable work order. */
export function getWorkOrder(jobId: string, reader: TWorkOrderReader, signal?: AbortSignal): Promise<TWorkOrder> {
  return api.get<TWorkOrder>(`/api/${reader}/jobs/${encodeURIComponent(jobId)}/work-order`, { signal });
}

export function useWorkOrder(jobId: string, reader: TWorkOrderReader = "admin") {
  return useQuery(queryOptions({ queryKey: workOrderKeys.workOrder(jobId), queryFn: ({ signal }) => getWorkOrder(jobId, reader, signal) }));
}
