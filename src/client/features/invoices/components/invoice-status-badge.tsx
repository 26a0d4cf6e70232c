import type { TInvoiceStatus } from "@/shared/schemas/invoices.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { Badge } from "@/client/ui/badge.tsx";
import { invoiceStatusLabel } from "./invoice-format.ts";

export function InvoiceStatusBadge({ status, isTest }: { status: TInvoiceStatus; isTest?: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <Badge variant={status === "paid" ? "success" : status === "void" ? "outline" : "accent"}>{invoiceStatusLabel(status)}</Badge>
      {isTest ? <Badge variant="outline">{m.invoice_test()}</Badge> : null}
    </span>
  );
}
