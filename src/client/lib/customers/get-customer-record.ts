import type { TCustomerDetail, TCustomerRecord } from "@/shared/schemas/customers.ts";
import { api } from "@/client/lib/api-client.ts";

/** GET /api/admin/customers/:id, read for its record only: the customer a refused duplicate names, to choose them instead. */
export async function getCustomerRecord(id: string): Promise<TCustomerRecord> {
  const detail = await api.get<TCustomerDetail>(`/api/admin/customers/${encodeURIComponent(id)}`);
  const { first_name, last_name, email, phone, address, city, state, zip_code, notes } = detail;
  return { id: detail.id, first_name, last_name, email, phone, address, city, state, zip_code, notes };
}
