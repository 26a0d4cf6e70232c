import type { QueryClient } from "@tanstack/react-query";
import type { TAdminQuote } from "@/shared/schemas/quotes-admin.ts";
import { quotesAdminKeys } from "./quotes-admin-keys.ts";

/** A quote the server changed: its detail is the server's answer, and every list is read again. */
export function applyQuoteChange(queryClient: QueryClient, quote: TAdminQuote) {
  queryClient.setQueryData(quotesAdminKeys.detail(quote.id), quote);
  return queryClient.invalidateQueries({ queryKey: quotesAdminKeys.lists() });
}
