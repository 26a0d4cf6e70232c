import { useDeferredValue } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ZDiscountPreviewRequest, type TDiscountPreview } from "@/shared/schemas/bookings.ts";
import { api } from "@/client/lib/api-client.ts";
import { bookingKeys } from "./booking-keys.ts";

/** POST /api/bookings/discount-preview: the first-booking discount these contact details would get. */
export function getDiscountPreview(email: string, phone: string, signal?: AbortSignal): Promise<TDiscountPreview> {
  return api.post<TDiscountPreview>("/api/bookings/discount-preview", { customer_email: email, customer_phone: phone }, { signal });
}

/**
 * Asked once the e-mail and phone are valid, as the customer finishes typing them; the server
 * decides again when the booking is made.
 */
export function useDiscountPreview(email: string | undefined, phone: string | undefined, enabled: boolean) {
  // Deferred as strings: an object made while rendering would differ on every render, and
  // React would re-render in the background without end.
  const deferredEmail = useDeferredValue(email ?? "");
  const deferredPhone = useDeferredValue(phone ?? "");
  const contact = ZDiscountPreviewRequest.safeParse({ customer_email: deferredEmail, customer_phone: deferredPhone });
  const valid = contact.success ? contact.data : null;
  return useQuery({
    queryKey: bookingKeys.discount(valid?.customer_email ?? "", valid?.customer_phone ?? ""),
    queryFn: ({ signal }) => getDiscountPreview(valid!.customer_email, valid!.customer_phone, signal),
    enabled: enabled && valid !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
