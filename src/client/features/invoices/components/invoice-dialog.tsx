import { formatInvoiceNumber } from "@/shared/rules/invoice.ts";
import type { TInvoiceDetail } from "@/shared/schemas/invoices.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { useInvoice } from "../api/get-invoice.ts";
import { InvoiceActions } from "./invoice-actions.tsx";
import { InvoiceDocument } from "./invoice-document.tsx";
import { invoiceHistory } from "./invoice-history.ts";
import { InvoiceStatusBadge } from "./invoice-status-badge.tsx";

/**
 * One invoice, opened from the list or by its link (`?invoice=<id>`, from Payments), with its
 * actions; a new invoice issued for a voided one's job opens in its place.
 */
export function InvoiceDialog({ id, onClose, onOpen }: { id: string; onClose: () => void; onOpen?: (id: string) => void }) {
  const invoice = useInvoice(id);
  const title = invoice.data ? `Invoice ${formatInvoiceNumber(invoice.data.number)}` : "Invoice";
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{invoice.data ? `${invoice.data.job_title} for ${invoice.data.customer_name}` : "Loading the invoice"}</DialogDescription>
        </DialogHeader>
        {invoice.isPending ? (
          <div role="status" aria-label="Loading the invoice" className="space-y-3">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-32" />
          </div>
        ) : invoice.isError ? (
          <p className="text-sm text-red-700">{errorMessage(invoice.error, "This invoice could not be loaded.")}</p>
        ) : (
          <div className="space-y-5">
            <InvoiceStatusBadge status={invoice.data.status} isTest={invoice.data.is_test} />
            <InvoiceDocument invoice={invoice.data} />
            <InvoiceActions invoice={invoice.data} onIssued={onOpen} />
            <InvoiceHistory invoice={invoice.data} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Who issued it, who recorded the payment, and where it was e-mailed, in the order it happened. */
function InvoiceHistory({ invoice }: { invoice: TInvoiceDetail }) {
  return (
    <section aria-label="History" className="border-t border-slate-200 pt-4 text-sm text-slate-700">
      <h3 className="font-semibold text-slate-900">History</h3>
      <ul className="mt-2 space-y-1 break-words">
        {invoiceHistory(invoice).map((entry) => (
          <li key={entry.key}>{entry.text}</li>
        ))}
      </ul>
    </section>
  );
}
