import { generatePath, Link } from "react-router";
import { ChevronRight, FileText } from "lucide-react";
import { formatInvoiceNumber } from "@/shared/rules/invoice.ts";
import { englishOnlyLang } from "@/shared/rules/content-language.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { useLocale } from "@/client/lib/i18n.ts";
import { formatMoney } from "@/client/lib/format.ts";
import { paths } from "@/client/lib/paths.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Card, CardContent } from "@/client/ui/card.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useMyInvoices } from "../api/my-invoices.ts";
import { formatIssued } from "../components/invoice-format.ts";
import { InvoiceStatusBadge } from "../components/invoice-status-badge.tsx";

/**
 * The customer's side of the ledger (decision 0135): the bills of their completed jobs, newest
 * first, each with what is left to pay, computed by the same server code as the office's.
 */
export function MyInvoicesPage() {
  usePageTitle(m.invoice_my_title());
  const locale = useLocale();
  const invoices = useMyInvoices();
  const rows = invoices.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <PageHeader title={m.invoice_my_title()} description={m.invoice_my_description()} />
      <Card>
        <CardContent className="pt-6">
          {invoices.isPending ? (
            <div role="status" aria-label={m.invoice_my_loading()} className="space-y-3">
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          ) : invoices.isError ? (
            <Alert variant="destructive" title={m.invoice_my_load_failed()}>
              <Button variant="link" className="h-auto p-0" onClick={() => void invoices.refetch()}>
                {m.try_again()}
              </Button>
            </Alert>
          ) : rows.length === 0 ? (
            <p className="py-6 text-center text-slate-600">{m.invoice_my_empty()}</p>
          ) : (
            <>
              <ul aria-label={m.invoice_my_list_label()} className="divide-y divide-slate-100">
                {rows.map((invoice) => (
                  <li key={invoice.id}>
                    <Link
                      to={generatePath(paths.dashboardInvoice, { id: invoice.id })}
                      className="flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                      {/* On a phone the badges go under the text, which keeps the row's width. */}
                      <span className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
                        <span className="min-w-0 sm:flex-1">
                          <span className="block font-semibold break-words text-slate-900">
                            {formatInvoiceNumber(invoice.number)} · <span lang={englishOnlyLang(locale)}>{invoice.job_title}</span>
                          </span>
                          <span className="block text-sm text-slate-600">
                            {m.invoice_my_row_issued({ date: formatIssued(invoice.issued_at), total: formatMoney(invoice.total) })}
                            {invoice.balance_due > 0 ? ` · ${m.invoice_my_row_balance({ amount: formatMoney(invoice.balance_due) })}` : ""}
                          </span>
                        </span>
                        <InvoiceStatusBadge status={invoice.status} isTest={invoice.is_test} />
                      </span>
                      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                    </Link>
                  </li>
                ))}
              </ul>
              {invoices.hasNextPage ? (
                <Button
                  variant="outline"
                  className="mt-3 w-full sm:w-auto"
                  disabled={invoices.isFetchingNextPage}
                  onClick={() => void invoices.fetchNextPage()}
                >
                  {invoices.isFetchingNextPage ? <Spinner /> : null}
                  {m.invoice_my_load_more()}
                </Button>
              ) : null}
            </>
          )}
        </CardContent>
      </Card>
    </>
  );
}
