import type { TInvoiceStatus } from "@/shared/schemas/invoices.ts";
import { lazy } from "@/client/lib/lazy.ts";

export const INVOICE_STATUS_LABELS: Record<TInvoiceStatus, string> = { unpaid: "Unpaid", paid: "Paid", void: "Void" };

const day = lazy(() => new Intl.DateTimeFormat("en-US", { dateStyle: "medium" }));

/** "Nov 24, 2026": the day an invoice was issued. */
export function formatIssued(iso: string): string {
  return day().format(new Date(iso));
}

/** 2.5 → "2.5", 1 → "1": a line's quantity as written on a bill. */
export function formatQuantity(quantity: number): string {
  return Number.isInteger(quantity) ? String(quantity) : quantity.toFixed(2).replace(/0+$/, "");
}
