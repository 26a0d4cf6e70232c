import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { formatMoney } from "@/client/lib/format.ts";

/** "$149.00", "$85.00/hr", "Starting at $85.00/hr", or the admin's own display text. */
export function servicePriceLabel(service: TPublicService): string {
  if (service.display_price_text) return service.display_price_text;
  const amount = formatMoney(service.base_price);
  const price = service.pricing_type === "hourly" ? `${amount}/hr` : amount;
  return service.show_price_as_starting ? `Starting at ${price}` : price;
}
