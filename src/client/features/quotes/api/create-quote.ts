import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { ZQuoteRequest } from "@/shared/schemas/engagement.ts";
import { api } from "@/client/lib/api-client.ts";

type TQuoteBody = z.output<typeof ZQuoteRequest>;

/** DESIGN.md placeholders: the quote request is stored, listed for admins and acknowledged. */
export function createQuote(body: TQuoteBody): Promise<{ id: string }> {
  return api.post<{ id: string }>("/api/quotes", body);
}

export function useCreateQuote() {
  return useMutation({ mutationFn: createQuote });
}
