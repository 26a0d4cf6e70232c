import type { ReactNode } from "react";
import { Link } from "react-router";
import type { UseQueryResult } from "@tanstack/react-query";
import { ArrowLeft, Printer } from "lucide-react";
import { formatInvoiceNumber } from "@/shared/rules/invoice.ts";
import type { TMyInvoiceDetail } from "@/shared/schemas/invoices.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { LoadingState } from "@/client/ui/spinner.tsx";
import { InvoiceDocument } from "./invoice-document.tsx";
import { INVOICE_STATUS_LABELS } from "./invoice-format.ts";

// The printed page's margins; the browser's own header and footer are the reader's choice.
const PRINT_CSS = "@page { size: auto; margin: 14mm; }";

/**
 * An invoice's clean printable page, outside the dashboards' layouts: the business's letterhead
 * from the settings, the bill, and a Back link and a Print button that the printout leaves out.
 * The office's (`/admin/invoices/:id/print`) and the customer's (`/dashboard/invoices/:id`) are this one.
 */
export function PrintableInvoice({
  invoice,
  back,
  actions,
}: {
  invoice: UseQueryResult<TMyInvoiceDetail>;
  back: { to: string; label: string };
  /** What the reader can do with the invoice on screen (the customer's Pay your balance), left out of the printout. */
  actions?: (invoice: TMyInvoiceDetail) => ReactNode;
}) {
  usePageTitle(invoice.data ? `Invoice ${formatInvoiceNumber(invoice.data.number)}` : "Invoice");

  return (
    <div className="min-h-svh bg-slate-100 px-4 py-6 sm:py-10 print:bg-white print:p-0">
      <style>{PRINT_CSS}</style>
      <div className="mx-auto mb-4 flex max-w-3xl flex-wrap items-center justify-between gap-3 print:hidden">
        <Button asChild variant="ghost">
          <Link to={back.to}>
            <ArrowLeft aria-hidden="true" />
            {back.label}
          </Link>
        </Button>
        <Button onClick={() => window.print()} disabled={!invoice.data}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      </div>
      {invoice.data && actions ? <div className="mx-auto mb-4 max-w-3xl print:hidden">{actions(invoice.data)}</div> : null}
      <main className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm sm:p-10 print:max-w-none print:rounded-none print:p-0 print:shadow-none">
        {invoice.isPending ? (
          <LoadingState />
        ) : invoice.isError ? (
          <Alert variant="destructive" title="This invoice could not be loaded">
            {errorMessage(invoice.error)}
          </Alert>
        ) : (
          <PrintedInvoice invoice={invoice.data} />
        )}
      </main>
    </div>
  );
}

function PrintedInvoice({ invoice }: { invoice: TMyInvoiceDetail }) {
  const { business } = invoice;
  return (
    <article aria-label={`Invoice ${formatInvoiceNumber(invoice.number)}`} className="space-y-8">
      <header className="flex flex-col gap-4 border-b border-slate-300 pb-6 sm:flex-row sm:items-start sm:justify-between print:flex-row">
        <div>
          <p className="text-2xl font-bold text-slate-900">{business.name}</p>
          {business.address ? <p className="text-sm text-slate-700">{business.address}</p> : null}
          <p className="text-sm text-slate-700">{business.phone}</p>
          <p className="text-sm text-slate-700">{business.email}</p>
        </div>
        <div className="sm:text-right print:text-right">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Invoice</h1>
          <p className="text-lg font-semibold text-slate-800 tabular-nums">{formatInvoiceNumber(invoice.number)}</p>
          <p className="mt-1 text-sm font-semibold text-slate-700 uppercase">
            {INVOICE_STATUS_LABELS[invoice.status]}
            {invoice.is_test ? " · Test" : ""}
          </p>
        </div>
      </header>
      <InvoiceDocument invoice={invoice} />
      <footer className="border-t border-slate-200 pt-4 text-sm text-slate-600">
        Thank you for choosing {business.name}. Questions about this invoice? Call {business.phone} or write to {business.email}.
      </footer>
    </article>
  );
}
