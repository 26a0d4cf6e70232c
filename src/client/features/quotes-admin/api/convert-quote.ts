import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAdminQuote, TConvertQuoteParsed } from "@/shared/schemas/quotes-admin.ts";
import { ApiError, api } from "@/client/lib/api-client.ts";
import { quotesAdminKeys } from "./quotes-admin-keys.ts";
import { applyQuoteChange } from "./update-quote-cache.ts";

/** POST /api/admin/quotes/:id/job: the quote turned into a job (once; a second time is a 409). */
export function convertQuote({ id, job }: { id: string; job: TConvertQuoteParsed }): Promise<TAdminQuote> {
  return api.post<TAdminQuote>(`/api/admin/quotes/${encodeURIComponent(id)}/job`, job);
}

export function useConvertQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertQuote,
    onSuccess: (quote) => applyQuoteChange(queryClient, quote),
    // Already a job (a second tab, a second click): read the quote again to show its job.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: quotesAdminKeys.all });
    },
  });
}
