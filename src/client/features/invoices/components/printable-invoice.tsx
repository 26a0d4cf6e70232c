import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { formatInvoiceNumber } from "@/shared/rules/invoice.ts";
import type { TMyInvoiceDetail } from "@/shared/schemas/invoices.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { PrintFrame } from "@/client/ui/print-frame.tsx";
import { InvoiceDocument } from "./invoice-document.tsx";
import { invoiceStatusLabel } from "./invoice-format.ts";

/**
 * An invoice's clean printable page, outside the dashboards' layouts: the business's letterhead
 * from the settings, the bill, and a Back link and a Print button that the printout leaves out.
 * The office's (`/admin/invoices/:id/print`) and the customer's (`/dashboard/invoices/:id`, and the
 * mail's `/documents/invoice`) are this one, each in its page's language (decision 0179).
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
  usePageTitle(invoice.data ? m.invoice_title_number({ number: formatInvoiceNumber(invoice.data.number) }) : m.invoice_title());

  return (
    <PrintFrame
      query={invoice}
      back={back}
      failed={m.invoice_load_failed()}
      printLabel={m.invoice_print()}
      actions={actions}
      margin="14mm"
      className="p-6 sm:p-10"
    >
      {(data) => <PrintedInvoice invoice={data} />}
    </PrintFrame>
  );
}

function PrintedInvoice({ invoice }: { invoice: TMyInvoiceDetail }) {
  const { business } = invoice;
  return (
    <article aria-label={m.invoice_title_number({ number: formatInvoiceNumber(invoice.number) })} className="space-y-8">
      <header className="flex flex-col gap-4 border-b border-slate-300 pb-6 sm:flex-row sm:items-start sm:justify-between print:flex-row">
        <div>
          <p className="text-2xl font-bold text-slate-900">{business.name}</p>
          {business.address ? <p className="text-sm text-slate-700">{business.address}</p> : null}
          <p className="text-sm text-slate-700">{business.phone}</p>
          <p className="text-sm text-slate-700">{business.email}</p>
        </div>
        <div className="sm:text-right print:text-right">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{m.invoice_title()}</h1>
          <p className="text-lg font-semibold text-slate-800 tabular-nums">{formatInvoiceNumber(invoice.number)}</p>
          <p className="mt-1 text-sm font-semibold text-slate-700 uppercase">
            {invoiceStatusLabel(invoice.status)}
            {invoice.is_test ? ` · ${m.invoice_test()}` : ""}
          </p>
        </div>
      </header>
      <InvoiceDocument invoice={invoice} />
      <footer className="border-t border-slate-200 pt-4 text-sm text-slate-600">
        {m.invoice_thanks({ business: business.name, phone: business.phone, email: business.email })}
      </footer>
    </article>
  );
}
