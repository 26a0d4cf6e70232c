import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TDaySheet } from "@/shared/schemas/work-orders.ts";
import { api } from "@/client/lib/api-client.ts";
import { workOrderKeys } from "./get-work-order.ts";

/**
 * A technician's printable day sheet: `GET /api/admin/technicians/:id/day-sheet` for
 * the office (any technician), `GET /api/technician/day-sheet` for the technician's own
 * (`technicianId` null).
 */
export function getDaySheet(technicianId: string | null, date: string, signal?: AbortSignal): Promise<TDaySheet> {
  const path = technicianId ? `/api/admin/technicians/${encodeURIComponent(technicianId)}/day-sheet` : "/api/technician/day-sheet";
  return api.get<TDaySheet>(path, { query: { date }, signal });
}

export function useDaySheet(technicianId: string | null, date: string) {
  return useQuery(queryOptions({ queryKey: workOrderKeys.daySheet(technicianId, date), queryFn: ({ signal }) => getDaySheet(technicianId, date, signal) }));
}
