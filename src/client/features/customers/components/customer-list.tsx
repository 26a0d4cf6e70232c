import { EmptyState, ListState } from "@/client/ui/list-state.tsx";
import { Link } from "react-router";
import { Users } from "lucide-react";
import type { TCustomerListItem } from "@/shared/schemas/customers.ts";
import { telHref } from "@/client/lib/format.ts";
import { adminCustomerHref } from "@/client/lib/paths.ts";
import { Badge } from "@/client/ui/badge.tsx";
import type { useCustomers } from "../api/get-customers.ts";
import { customerName, LastVisit, PaidAmount } from "./customer-figures.tsx";
import { Table, TableBody, TableHead, Td, Th } from "@/client/ui/table.tsx";

type TCustomersQuery = ReturnType<typeof useCustomers>;

/** The page's customers: a table on wide screens, cards on a phone. */
export function CustomerList({ customers, searching }: { customers: TCustomersQuery; searching: boolean }) {
  const rows = customers.data?.items ?? [];
  return (
    <ListState
      query={customers}
      empty={rows.length === 0}
      loadingLabel="Loading customers"
      rowClassName="h-16 rounded-2xl"
      errorTitle="Failed to load customers"
      emptyState={
        <EmptyState
          icon={Users}
          title="No customers found"
          description={searching ? "Try a different name, e-mail or phone number." : "Customers appear here after their first booking."}
        />
      }
    >
      <div aria-busy={customers.isPlaceholderData}>
        <CustomerTable customers={rows} />
        <CustomerStack customers={rows} />
      </div>
    </ListState>
  );
}

function NameCell({ customer }: { customer: TCustomerListItem }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Link to={adminCustomerHref(customer.id)} className="font-semibold break-words text-brand-700 hover:underline">
        {customerName(customer)}
      </Link>
      {customer.has_account ? <Badge variant="brand">Account</Badge> : null}
    </span>
  );
}

function Contact({ customer }: { customer: TCustomerListItem }) {
  return (
    <span className="flex min-w-0 flex-col">
      {customer.email ? (
        <a href={`mailto:${customer.email}`} className="break-all text-slate-800 hover:underline">
          {customer.email}
        </a>
      ) : (
        <span className="text-slate-500">No e-mail</span>
      )}
      {customer.phone ? (
        <a href={telHref(customer.phone)} className="text-slate-600 hover:underline">
          {customer.phone}
        </a>
      ) : null}
    </span>
  );
}

function CustomerTable({ customers }: { customers: TCustomerListItem[] }) {
  return (
    <Table caption="Customers" fromTablet>
      <TableHead>
        <Th>Customer</Th>
        <Th>Contact</Th>
        <Th align="right">Bookings</Th>
        <Th align="right">Jobs</Th>
        <Th align="right">Total paid</Th>
        <Th>Last visit</Th>
      </TableHead>
      <TableBody>
        {customers.map((customer) => (
          <tr key={customer.id}>
            <Td>
              <NameCell customer={customer} />
              {customer.city ? <span className="block text-slate-600">{[customer.city, customer.state].filter(Boolean).join(", ")}</span> : null}
            </Td>
            <Td>
              <Contact customer={customer} />
            </Td>
            <Td align="right">{customer.bookings}</Td>
            <Td align="right">{customer.jobs}</Td>
            <Td align="right">
              <PaidAmount paid={customer.paid} />
            </Td>
            <Td className="whitespace-nowrap text-slate-700">
              <LastVisit day={customer.last_visit} />
            </Td>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}

/** On a phone: the same customers stacked, so nothing scrolls sideways at 375 px. */
function CustomerStack({ customers }: { customers: TCustomerListItem[] }) {
  return (
    <ul aria-label="Customers" className="space-y-3 md:hidden">
      {customers.map((customer) => (
        <li key={customer.id} className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
          <NameCell customer={customer} />
          <div className="mt-1">
            <Contact customer={customer} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
            <div>
              <dt className="text-xs text-slate-600">Bookings</dt>
              <dd className="font-semibold tabular-nums">{customer.bookings}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Jobs</dt>
              <dd className="font-semibold tabular-nums">{customer.jobs}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Total paid</dt>
              <dd>
                <PaidAmount paid={customer.paid} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Last visit</dt>
              <dd>
                <LastVisit day={customer.last_visit} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
