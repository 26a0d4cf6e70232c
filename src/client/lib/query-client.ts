import { QueryClient, type InvalidateOptions, type InvalidateQueryFilters } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";

/**
 * After a write (or a live event saying something changed), every invalidation must read afresh.
 * TanStack Query's refetch cancels a read in flight only when the query already has data; a query
 * still on its first read (a search that just settled, a page just opened) is joined instead, so
 * a read that began before the write would stand as the answer until the next refetch: a role
 * assigned, and the list still saying "customer". Those first reads are dropped here before the
 * invalidation asks again, once for every caller rather than at each of them.
 */
class FreshReadsQueryClient extends QueryClient {
  override async invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions): Promise<void> {
    const firstReads = this.getQueryCache()
      .findAll(filters)
      .filter((query) => query.state.data === undefined && query.state.fetchStatus === "fetching");
    await Promise.all(firstReads.map((query) => query.cancel({ revert: true })));
    return super.invalidateQueries(filters, options);
  }
}

export function createQueryClient(): QueryClient {
  return new FreshReadsQueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again; a dropped connection or a 5xx may.
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}
