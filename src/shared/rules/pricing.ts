// customer-side.md §9: initial payment, subtotal and remaining balance. All amounts in cents.
import { percentOf } from "./discount.ts";

export type TPricedService = { base_price: number; pricing_type: string; min_hours: number | null };

/** Any pricing type other than flat is hourly (customer-side.md §3 Service). */
export const isHourly = (service: Pick<TPricedService, "pricing_type">) => service.pricing_type !== "flat";

/** Minimum hours default to 1. */
export const minHoursOf = (service: Pick<TPricedService, "min_hours">) => Math.max(1, service.min_hours ?? 1);

/** The deposit: the base rate for a flat service, base rate × minimum hours for an hourly one. */
export function initialPayment(service: TPricedService) {
  return isHourly(service) ? service.base_price * minHoursOf(service) : service.base_price;
}

export type TBookingAmounts = {
  hours: number | null;
  base: number;
  addOns: number;
  subtotal: number;
  /** The first-booking discount taken off the subtotal (0 without one). */
  discount: number;
  /** Subtotal minus the discount: what the customer pays in all. */
  total: number;
  initialPayment: number;
  remainingBalance: number;
};

/**
 * Subtotal: the base (rate × hours if hourly, else the rate) plus the chosen add-ons.
 * A discount of `discountPercent` comes off the subtotal, and the deposit is the same share of
 * the discounted total as it was of the full one: it is discounted by the same percent
 * (docs/decisions/0007). Remaining balance: total minus the initial payment, never below 0.
 */
export function bookingAmounts(service: TPricedService, hours: number | null | undefined, addOnPrices: number[], discountPercent = 0): TBookingAmounts {
  const billedHours = isHourly(service) ? Math.max(minHoursOf(service), hours ?? minHoursOf(service)) : null;
  const base = billedHours === null ? service.base_price : service.base_price * billedHours;
  const addOns = addOnPrices.reduce((sum, price) => sum + price, 0);
  const subtotal = base + addOns;
  const discount = percentOf(subtotal, discountPercent);
  const total = subtotal - discount;
  const fullDeposit = initialPayment(service);
  const deposit = Math.min(total, fullDeposit - percentOf(fullDeposit, discountPercent));
  return { hours: billedHours, base, addOns, subtotal, discount, total, initialPayment: deposit, remainingBalance: Math.max(0, total - deposit) };
}

/** What is left to pay on a recorded booking: its total after any discount, less the deposit. */
export function remainingBalance(booking: { subtotal: number; discount_amount: number; initial_payment_amount: number }): number {
  return Math.max(0, booking.subtotal - booking.discount_amount - booking.initial_payment_amount);
}
