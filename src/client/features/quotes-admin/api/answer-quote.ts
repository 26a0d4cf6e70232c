import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAdminQuote, TAnswerQuoteRequest } from "@/shared/schemas/quotes-admin.ts";
import { api } from "@/client/lib/api-client.ts";
import { applyQuoteChange } from "./update-quote-cache.ts";

/** POST /api/admin/quotes/:id/answer: a new quote marked answered, with the note. */
export function answerQuote({ id, ...body }: TAnswerQuoteRequest & { id: string }): Promise<TAdminQuote> {
  return api.post<TAdminQuote>(`/api/admin/quotes/${encodeURIComponent(id)}/answer`, body);
}

export function useAnswerQuote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: answerQuote, onSuccess: (quote) => applyQuoteChange(queryClient, quote) });
}
