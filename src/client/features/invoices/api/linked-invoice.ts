import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TMyInvoiceDetail } from "@/shared/schemas/invoices.ts";
import { api } from "@/client/lib/api-client.ts";
import { documentTokenHeaders, incompleteLink } from "@/client/lib/document-token.ts";

/** GET /api/documents/invoice: the invoice a mail's signed link opens (decision 0144), as its customer sees it. */
export function useLinkedInvoice(token: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ["signed-document", "invoice", token ?? ""] as const,
      queryFn: ({ signal }) =>
        token ? api.get<TMyInvoiceDetail>("/api/documents/invoice", { headers: documentTokenHeaders(token), signal }) : incompleteLink(),
      staleTime: 0,
    }),
  );
}
