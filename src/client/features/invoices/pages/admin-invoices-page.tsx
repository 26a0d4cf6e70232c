import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Badge } from "@/client/ui/badge.tsx";
import { EmbedFrame } from "@/client/ui/embed-frame.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/ui/tabs.tsx";
import { useInvoiceSummary } from "../api/get-invoice-summary.ts";
import { InvoiceDialog } from "../components/invoice-dialog.tsx";
import { InvoiceList } from "../components/invoice-list.tsx";
import { InvoiceSummaryCards } from "../components/invoice-summary-cards.tsx";
import { InvoicesToolbar } from "../components/invoices-toolbar.tsx";
import { UninvoicedJobs } from "../components/uninvoiced-jobs.tsx";
import { useInvoicesParams, type TInvoiceTab } from "../components/use-invoices-params.ts";

/**
 * Invoices (`/admin/invoices`): one invoice per completed job, searched and filtered
 * on the server; completed jobs still without one; and the external billing platform as an extra
 * tab when `embeds.invoices_url` is set (DESIGN.md, Placeholders).
 */
export function AdminInvoicesPage() {
  usePageTitle("Invoices");
  const { filters, tab, openInvoice, update } = useInvoicesParams();
  const summary = useInvoiceSummary().data;
  const external = summary?.external_url ?? null;
  const shown: TInvoiceTab = tab === "external" && !external ? "invoices" : tab;
  const waiting = summary?.uninvoiced_jobs ?? 0;

  return (
    <>
      <PageHeader title="Invoices" description="Invoices for completed work: print them, e-mail them to the customer, and record their payment." />
      <Tabs value={shown} onValueChange={(value) => update({ tab: value })}>
        <TabsList className="max-w-full overflow-x-auto">
          <TabsTrigger value="invoices">Invoices</TabsTrigger>
          <TabsTrigger value="to-invoice">
            Jobs to invoice
            {waiting > 0 ? <Badge variant="accent">{waiting >= 999 ? "999+" : waiting}</Badge> : null}
          </TabsTrigger>
          {external ? <TabsTrigger value="external">Billing platform</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="invoices" className="space-y-4">
          <InvoiceSummaryCards summary={summary} />
          <InvoicesToolbar
            q={filters.q}
            status={filters.status}
            counts={summary ? { unpaid: summary.unpaid.count, paid: summary.paid.count, void: summary.void.count } : null}
            onChange={update}
          />
          <InvoiceList filters={filters} onOpen={(id) => update({ invoice: id })} />
        </TabsContent>
        <TabsContent value="to-invoice" className="space-y-4">
          <p className="text-slate-600">Completed jobs without an invoice: jobs completed before invoices were issued, and jobs with nothing to bill yet.</p>
          <UninvoicedJobs onIssued={(id) => update({ invoice: id })} />
        </TabsContent>
        {external ? (
          <TabsContent value="external">
            <EmbedFrame url={external} title="Invoices on the billing platform" />
          </TabsContent>
        ) : null}
      </Tabs>

      {openInvoice ? <InvoiceDialog id={openInvoice} onClose={() => update({ invoice: null })} onOpen={(id) => update({ invoice: id })} /> : null}
    </>
  );
}
