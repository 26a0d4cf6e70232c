import type { TEstimate } from "@/shared/schemas/estimates.ts";
import { itemTotal, type TEstimateTotals } from "@/shared/rules/estimate.ts";

export type TDraftItem = { id: string; description: string; quantity: number; rate: number };

const dollars = (cents: number) => Math.round(cents) / 100;

/**
 * staff-side.md §3 estimate payload: jobId, items, laborRate, estimatedHours, laborCost,
 * materialsCost, subtotal, tax, total, notes, createdAt. Money in dollars, as people read the file
 * (decision 0071). A saved estimate's figures are the server's own. A job's first-booking discount
 * (decision 0181) adds discountPercent and discount, taken off the subtotal before the tax.
 */
export function estimatePayload(input: {
  jobId: string;
  items: readonly TDraftItem[];
  laborRateCents: number;
  hours: number;
  totals: TEstimateTotals;
  discountPercent: number;
  notes: string;
  saved: TEstimate | null;
}) {
  const saved = input.saved;
  const items = saved
    ? saved.items.map((item, index) => ({ id: String(index + 1), ...item }))
    : input.items.map((item) => ({ ...item, total: itemTotal(item.quantity, item.rate) }));
  const totals = saved ?? input.totals;
  return {
    jobId: input.jobId || "manual",
    items: items.map((item) => ({ id: item.id, description: item.description, quantity: item.quantity, rate: dollars(item.rate), total: dollars(item.total) })),
    laborRate: dollars(saved?.labor_rate ?? input.laborRateCents),
    estimatedHours: saved?.estimated_hours ?? input.hours,
    laborCost: dollars(totals.labor_cost),
    materialsCost: dollars(totals.materials_cost),
    subtotal: dollars(totals.subtotal),
    discountPercent: saved?.discount_percent ?? input.discountPercent,
    discount: dollars(totals.discount),
    tax: dollars(totals.tax),
    total: dollars(totals.total),
    notes: saved ? (saved.notes ?? "") : input.notes,
    createdAt: saved?.created_at ?? new Date().toISOString(),
  };
}
