import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TInvoicePaid, TMyInvoiceDetail, TPayInvoiceRequest } from "@/shared/schemas/invoices.ts";
import { IDEMPOTENCY_HEADER } from "@/shared/schemas/common.ts";
import { ApiError, api } from "@/client/lib/api-client.ts";
import { userScopedKey } from "@/client/lib/auth/me.ts";
import { documentTokenHeaders, incompleteLink } from "@/client/lib/document-token.ts";
import type { TPayBalanceMutation, TPayBalanceVariables } from "./pay-my-invoice.ts";

const linkedInvoiceKey = (token: string | null) => ["signed-document", "invoice", token ?? ""] as const;

/** GET /api/documents/invoice: the invoice a mail's signed link opens (decision 0144), as its customer sees it. */
export function useLinkedInvoice(token: string | null) {
  return useQuery(
    queryOptions({
      queryKey: linkedInvoiceKey(token),
      queryFn: ({ signal }) =>
        token ? api.get<TMyInvoiceDetail>("/api/documents/invoice", { headers: documentTokenHeaders(token), signal }) : incompleteLink(),
      staleTime: 0,
    }),
  );
}

/**
 * POST /api/documents/invoice/payments: pays the balance of the invoice the link opens, without an
 * account (decision 0151), as the signed-in customer pays it; the key pays once however often sent.
 */
export function usePayLinkedInvoice(token: string | null): TPayBalanceMutation {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: linkedInvoiceKey(token) });
  return useMutation({
    mutationFn: ({ amount, idempotencyKey }: TPayBalanceVariables) => {
      if (!token) return incompleteLink();
      const body: TPayInvoiceRequest = { amount };
      return api.post<TInvoicePaid>("/api/documents/invoice/payments", body, {
        headers: { ...documentTokenHeaders(token), [IDEMPOTENCY_HEADER]: idempotencyKey },
      });
    },
    // The invoice read again shows it paid; a signed-in reader's own lists gain the payment too.
    onSuccess: async () => {
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: userScopedKey })]);
    },
    // The balance changed or the invoice was paid meanwhile: read it again, so the amount shown is the server's.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refresh();
    },
  });
}
