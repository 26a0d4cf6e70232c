import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { TUninvoicedJobPage } from "@/shared/schemas/invoices.ts";
import { api } from "@/client/lib/api-client.ts";
import { invoicesKeys } from "./invoices-keys.ts";

const PAGE_SIZE = 20;

/** GET /api/admin/invoices/uninvoiced-jobs: completed jobs without an invoice, newest first. */
export function getUninvoicedJobs(cursor: string | null, signal?: AbortSignal): Promise<TUninvoicedJobPage> {
  return api.get<TUninvoicedJobPage>("/api/admin/invoices/uninvoiced-jobs", { query: { cursor, limit: PAGE_SIZE }, signal });
}

export function useUninvoicedJobs() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: invoicesKeys.uninvoiced(),
      queryFn: ({ pageParam, signal }) => getUninvoicedJobs(pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next_cursor,
      staleTime: 0,
    }),
  );
}
