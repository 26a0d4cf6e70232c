import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TLinkedEstimate } from "@/shared/schemas/estimates.ts";
import { api } from "@/client/lib/api-client.ts";
import { documentTokenHeaders, incompleteLink } from "@/client/lib/document-token.ts";

const linkedEstimateKey = (token: string | null) => ["signed-document", "estimate", token ?? ""] as const;

/** GET /api/documents/estimate: the estimate a mail's signed link opens (decision 0144), with the link's end. */
export function useLinkedEstimate(token: string | null) {
  return useQuery(
    queryOptions({
      queryKey: linkedEstimateKey(token),
      queryFn: ({ signal }) =>
        token ? api.get<TLinkedEstimate>("/api/documents/estimate", { headers: documentTokenHeaders(token), signal }) : incompleteLink(),
      staleTime: 0,
    }),
  );
}

/** POST /api/documents/estimate/approve or /decline; the same decision twice changes nothing. */
export function useDecideLinkedEstimate(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: "approve" | "decline") =>
      token ? api.post<TLinkedEstimate>(`/api/documents/estimate/${decision}`, undefined, { headers: documentTokenHeaders(token) }) : incompleteLink(),
    onSuccess: (estimate) => queryClient.setQueryData(linkedEstimateKey(token), estimate),
  });
}
