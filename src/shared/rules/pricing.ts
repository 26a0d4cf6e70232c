// customer-side.md §9: initial payment, subtotal and remaining balance. All amounts in cents.
export type TPricedService = { base_price: number; pricing_type: string; min_hours: number | null };

/** Any pricing type other than flat is hourly (customer-side.md §3 Service). */
export const isHourly = (service: Pick<TPricedService, "pricing_type">) => service.pricing_type !== "flat";

/** Minimum hours default to 1. */
export const minHoursOf = (service: Pick<TPricedService, "min_hours">) => Math.max(1, service.min_hours ?? 1);

/** The deposit: the base rate for a flat service, base rate × minimum hours for an hourly one. */
export function initialPayment(service: TPricedService) {
  return isHourly(service) ? service.base_price * minHoursOf(service) : service.base_price;
}

export type TBookingAmounts = { hours: number | null; base: number; addOns: number; subtotal: number; initialPayment: number; remainingBalance: number };

/**
 * Subtotal: the base (rate × hours if hourly, else the rate) plus the chosen add-ons.
 * Remaining balance: subtotal minus the initial payment, never below 0.
 */
export function bookingAmounts(service: TPricedService, hours: number | null | undefined, addOnPrices: number[]): TBookingAmounts {
  const billedHours = isHourly(service) ? Math.max(minHoursOf(service), hours ?? minHoursOf(service)) : null;
  const base = billedHours === null ? service.base_price : service.base_price * billedHours;
  const addOns = addOnPrices.reduce((sum, price) => sum + price, 0);
  const subtotal = base + addOns;
  const deposit = initialPayment(service);
  return { hours: billedHours, base, addOns, subtotal, initialPayment: deposit, remainingBalance: Math.max(0, subtotal - deposit) };
}
