import { EmptyState, ListState, LoadMore } from "@/client/ui/list-state.tsx";
import { Receipt } from "lucide-react";
import { formatInvoiceNumber } from "@/shared/rules/invoice.ts";
import type { TInvoiceListItem } from "@/shared/schemas/invoices.ts";
import { formatMoney } from "@/client/lib/format.ts";
import { useInvoices } from "../api/get-invoices.ts";
import type { TInvoiceListFilters } from "../api/invoices-keys.ts";
import { formatIssued } from "./invoice-format.ts";
import { InvoiceStatusBadge } from "./invoice-status-badge.tsx";
import { Table, TableBody, TableHead, Td, Th } from "@/client/ui/table.tsx";

type TInvoiceListProps = { filters: TInvoiceListFilters; onOpen: (id: string) => void };

/** The invoices the filters select, newest number first, a page at a time ("Load more"). */
export function InvoiceList({ filters, onOpen }: TInvoiceListProps) {
  const invoices = useInvoices(filters);
  const rows = invoices.data?.pages.flatMap((page) => page.items) ?? [];

  const filtered = Boolean(filters.q) || filters.status !== "all";
  return (
    <ListState
      query={invoices}
      empty={rows.length === 0}
      loadingLabel="Loading invoices"
      errorTitle="Failed to fetch invoices"
      emptyState={
        <EmptyState
          icon={Receipt}
          title={filtered ? "No invoices found" : "No invoices yet"}
          description={filtered ? "Try adjusting your search or filter." : "A job gets its invoice when it is completed."}
        />
      }
    >
      <InvoiceTable invoices={rows} onOpen={onOpen} />
      <InvoiceStack invoices={rows} onOpen={onOpen} />
      <LoadMore query={invoices} />
    </ListState>
  );
}

type TRowsProps = { invoices: TInvoiceListItem[]; onOpen: (id: string) => void };

function NumberButton({ invoice, onOpen }: { invoice: TInvoiceListItem; onOpen: (id: string) => void }) {
  return (
    <button type="button" onClick={() => onOpen(invoice.id)} className="font-semibold whitespace-nowrap text-brand-700 tabular-nums hover:underline">
      {formatInvoiceNumber(invoice.number)}
    </button>
  );
}

/** From tablet width up: the columns (number, customer, job, issued, total, balance, status). */
function InvoiceTable({ invoices, onOpen }: TRowsProps) {
  return (
    <Table caption="Invoices" fromTablet>
      <TableHead>
        <Th>Number</Th>
        <Th>Customer</Th>
        <Th>Job</Th>
        <Th>Issued</Th>
        <Th align="right">Total</Th>
        <Th align="right">Balance</Th>
        <Th>Status</Th>
      </TableHead>
      <TableBody>
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <Td>
              <NumberButton invoice={invoice} onOpen={onOpen} />
            </Td>
            <Td>
              <p className="font-medium text-slate-900">{invoice.customer_name}</p>
              <p className="text-xs break-all text-slate-600">{invoice.customer_email}</p>
            </Td>
            <Td className="text-slate-700">{invoice.job_title}</Td>
            <Td className="whitespace-nowrap text-slate-700">
              <time dateTime={invoice.issued_at}>{formatIssued(invoice.issued_at)}</time>
            </Td>
            <Td align="right" className="text-slate-900 tabular-nums">
              {formatMoney(invoice.total)}
            </Td>
            <Td align="right" className="font-semibold text-slate-900 tabular-nums">
              {formatMoney(invoice.balance_due)}
            </Td>
            <Td>
              <InvoiceStatusBadge status={invoice.status} isTest={invoice.is_test} />
            </Td>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}

/** On a phone: the same invoices stacked, so nothing scrolls sideways at 375 px. */
function InvoiceStack({ invoices, onOpen }: TRowsProps) {
  return (
    <ul aria-label="Invoices" className="space-y-3 md:hidden">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <NumberButton invoice={invoice} onOpen={onOpen} />
            <InvoiceStatusBadge status={invoice.status} isTest={invoice.is_test} />
          </div>
          <p className="mt-1 font-medium text-slate-900">{invoice.customer_name}</p>
          <p className="text-sm text-slate-700">{invoice.job_title}</p>
          <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-xs text-slate-600">Issued</dt>
              <dd className="text-slate-800">{formatIssued(invoice.issued_at)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Total</dt>
              <dd className="text-slate-800 tabular-nums">{formatMoney(invoice.total)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Balance</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{formatMoney(invoice.balance_due)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
