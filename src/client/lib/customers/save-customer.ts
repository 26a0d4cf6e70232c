import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCustomerForm, TCustomerRecord } from "@/shared/schemas/customers.ts";
import { api, apiFetch } from "@/client/lib/api-client.ts";
import { customersKeys } from "./customers-keys.ts";

// Decision 0153: New Customer and Edit, shared by the Customers page and the job form.

/** POST /api/admin/customers → 201 the record; 409 with `existing_id` when the e-mail or phone is taken. */
export function createCustomer(body: TCustomerForm): Promise<TCustomerRecord> {
  return api.post<TCustomerRecord>("/api/admin/customers", body);
}

/** PUT /api/admin/customers/:id → the record; the same 409. */
export function updateCustomer(id: string, body: TCustomerForm): Promise<TCustomerRecord> {
  return apiFetch<TCustomerRecord>(`/api/admin/customers/${encodeURIComponent(id)}`, { method: "PUT", body });
}

/** Creates, or with an id edits; the Customers list and pages are read again after. */
export function useSaveCustomer(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCustomerForm) => (id ? updateCustomer(id, body) : createCustomer(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersKeys.all }),
  });
}
