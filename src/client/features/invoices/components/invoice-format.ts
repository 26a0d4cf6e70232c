import type { TInvoiceStatus } from "@/shared/schemas/invoices.ts";
import { dateTimeFormat } from "@/shared/i18n/format.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

const STATUS_LABELS: Record<TInvoiceStatus, () => string> = {
  unpaid: m.invoice_status_unpaid,
  paid: m.invoice_status_paid,
  void: m.invoice_status_void,
};

/** An invoice's status in the page's language ("Unpaid", "Sin pagar"); the office's pages speak English, so theirs stays so. */
export function invoiceStatusLabel(status: TInvoiceStatus): string {
  return STATUS_LABELS[status]();
}

/** "Nov 24, 2026" / "24 nov 2026": the day an invoice was issued, on the business's clock. */
export function formatIssued(iso: string): string {
  return dateTimeFormat({ dateStyle: "medium" }).format(new Date(iso));
}

/** 2.5 → "2.5", 1 → "1": a line's quantity as written on a bill. */
export function formatQuantity(quantity: number): string {
  return Number.isInteger(quantity) ? String(quantity) : quantity.toFixed(2).replace(/0+$/, "");
}
