import { percentOf } from "./discount.ts";
import { lineAmount, taxOf } from "./invoice.ts";

// staff-side.md §3 (room measurement, estimate item) and §9 (technician constants): the
// arithmetic of the Measure and Estimate tabs. The client shows these figures while the
// technician types; the server computes them again when it saves and keeps its own.

/** staff-side.md §9, Technician. */
export const TECHNICIAN_LIMITS = {
  canvasHeight: 300,
  gridSpacing: 20,
  measureStep: 0.1,
  laborHoursStep: 0.5,
  rateStep: 0.01,
  quickAddServices: 10,
} as const;

/**
 * The most an estimate, or any of its items, may come to: far above any repair job, and far
 * below what the `integer` cents columns hold (about $21 million), so no sum of its figures
 * (items, labour, tax) can overflow them.
 */
export const ESTIMATE_MAX_CENTS = 100_000_000;
export const ESTIMATE_MAX_LABEL = "$1,000,000";

/** staff-side.md §5 Room add: an unparsable number counts as 0. */
export function parseMeasure(text: string | number | null | undefined): number {
  if (typeof text === "number") return Number.isFinite(text) ? text : 0;
  const value = Number.parseFloat(String(text ?? "").trim());
  return Number.isFinite(value) ? value : 0;
}

/** Square feet to the hundredth, so 12.3 × 10.1 is 124.23 and not 124.23000000000002. */
const roundArea = (value: number) => Math.round(value * 100) / 100;

/** staff-side.md §3: a room's floor area is length × width (ft → sq ft). */
export function roomArea(length: number, width: number): number {
  return roundArea(length * width);
}

/** The area of a room's four walls: its perimeter × its height; 0 without a height. */
export function wallArea(length: number, width: number, height: number | null | undefined): number {
  if (!height || height <= 0) return 0;
  return roundArea(2 * (length + width) * height);
}

/** The list's total area: the sum of the rooms' floor areas. */
export function totalArea(rooms: readonly { area: number }[]): number {
  return roundArea(rooms.reduce((sum, room) => sum + room.area, 0));
}

/** staff-side.md §3: an item's total is quantity × rate, in cents, rounded to the cent. */
export function itemTotal(quantity: number, rateCents: number): number {
  return lineAmount(quantity, rateCents);
}

export type TEstimateTotals = {
  labor_cost: number;
  materials_cost: number;
  subtotal: number;
  /** The first-booking discount taken off the subtotal (0 without one, decision 0181). */
  discount: number;
  tax: number;
  total: number;
};

/**
 * staff-side.md §9: estimate total = (labour hours × rate + item totals) × (1 + tax), in cents.
 * Each item and the labour are rounded to the cent first, then the tax once, exactly as the
 * invoice bills the estimate later (rules/invoice.ts), so the approved figure is the billed one.
 * A job booked with a first-booking discount keeps its percent (decision 0181): it comes off the
 * subtotal, rounded as at booking (`percentOf`), and the tax is on what is left.
 */
export function estimateTotals(input: {
  items: readonly { quantity: number; rate: number }[];
  laborHours: number;
  laborRateCents: number;
  taxRatePercent: number;
  discountPercent?: number;
}): TEstimateTotals {
  const materials = input.items.reduce((sum, item) => sum + itemTotal(item.quantity, item.rate), 0);
  const labor = input.laborHours > 0 ? lineAmount(input.laborHours, input.laborRateCents) : 0;
  const subtotal = labor + materials;
  const discount = percentOf(subtotal, input.discountPercent ?? 0);
  const tax = taxOf(subtotal - discount, input.taxRatePercent);
  return { labor_cost: labor, materials_cost: materials, subtotal, discount, tax, total: subtotal - discount + tax };
}

/** "12.5" or 12.5 dollars → 1250 cents; unparsable → 0 (the rate field, step 0.01). */
export function dollarsToCents(value: string | number): number {
  return Math.round(parseMeasure(value) * 100);
}
