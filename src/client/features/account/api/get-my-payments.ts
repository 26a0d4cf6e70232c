import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { ZMyPayments } from "@/shared/schemas/account.ts";
import { api } from "@/client/lib/api-client.ts";
import { accountKeys } from "./account-keys.ts";

export type TMyPayments = z.infer<typeof ZMyPayments>;
export type TPaymentRow = TMyPayments["payments"][number];

/** GET /api/me/payments: the customer's payments, newest first. */
export function getMyPayments(limit: number, offset: number, signal?: AbortSignal): Promise<TMyPayments> {
  return api.get<TMyPayments>("/api/me/payments", { query: { limit, offset }, signal });
}

export function myPaymentsQueryOptions(pageSize: number) {
  return infiniteQueryOptions({
    queryKey: accountKeys.paymentPages(pageSize),
    queryFn: ({ pageParam, signal }) => getMyPayments(pageSize, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((sum, page) => sum + page.payments.length, 0);
      return shown < last.total && last.payments.length > 0 ? shown : undefined;
    },
  });
}

export function useMyPayments(pageSize: number) {
  return useInfiniteQuery(myPaymentsQueryOptions(pageSize));
}
