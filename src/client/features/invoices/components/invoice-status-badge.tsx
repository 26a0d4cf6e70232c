import type { TInvoiceStatus } from "@/shared/schemas/invoices.ts";
import { Badge } from "@/client/ui/badge.tsx";
import { INVOICE_STATUS_LABELS } from "./invoice-format.ts";

export function InvoiceStatusBadge({ status, isTest }: { status: TInvoiceStatus; isTest?: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <Badge variant={status === "paid" ? "success" : status === "void" ? "outline" : "accent"}>{INVOICE_STATUS_LABELS[status]}</Badge>
      {isTest ? <Badge variant="outline">Test</Badge> : null}
    </span>
  );
}
