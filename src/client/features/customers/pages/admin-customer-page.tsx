import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ArrowLeft, Pencil } from "lucide-react";
import { ApiError, errorMessage } from "@/client/lib/api-client.ts";
import { telHref } from "@/client/lib/format.ts";
import { adminCustomerHref, paths } from "@/client/lib/paths.ts";
import { CustomerFormDialog } from "@/client/lib/customers/customer-form-dialog.tsx";
import { Button } from "@/client/ui/button.tsx";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Badge } from "@/client/ui/badge.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { useCustomer } from "../api/get-customer.ts";
import { customerName, LastVisit, PaidAmount } from "../components/customer-figures.tsx";
import { CustomerHistory } from "../components/customer-history.tsx";
import { LOCALE_NAMES_IN_ENGLISH } from "@/shared/i18n/locale.ts";

/** Customers: one customer's contact details, figures and history (`/admin/customers/:id`). */
/** The customer's language as the (English) admin area names it (decision 0164). */

export function AdminCustomerPage() {
  const { id = "" } = useParams();
  const customer = useCustomer(id);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  usePageTitle(customer.data ? customerName(customer.data) : "Customer");

  const back = (
    <Link to={paths.adminCustomers} className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      All customers
    </Link>
  );

  if (customer.isPending) {
    return (
      <>
        {back}
        <div role="status" aria-label="Loading customer" className="space-y-3">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-24 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      </>
    );
  }
  if (customer.isError) {
    const missing = customer.error instanceof ApiError && (customer.error.status === 404 || customer.error.status === 400);
    return (
      <>
        {back}
        <Alert variant="destructive" title={missing ? "Customer not found" : "Failed to load customer"}>
          <p>{missing ? "This customer does not exist or was removed." : errorMessage(customer.error)}</p>
        </Alert>
      </>
    );
  }

  const data = customer.data;
  const place = [data.address, data.city, data.state, data.zip_code].filter(Boolean).join(", ");
  return (
    <>
      {back}
      <PageHeader
        title={customerName(data)}
        description={data.has_account ? <Badge variant="brand">Account</Badge> : "Guest (no account)"}
        actions={
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        }
      />
      {editing ? (
        <CustomerFormDialog
          customer={data}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
          existing={{
            label: "Open that customer",
            // The form closes first: it belongs to this customer, not the one opened.
            onChoose: (id) => {
              setEditing(false);
              void navigate(adminCustomerHref(id));
            },
          }}
        />
      ) : null}
      <div className="space-y-5">
        <section
          aria-label="Contact and figures"
          className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:p-5 md:grid-cols-2"
        >
          <dl className="space-y-2">
            <div>
              <dt className="text-xs text-slate-600">E-mail</dt>
              <dd>
                {data.email ? (
                  <a href={`mailto:${data.email}`} className="break-all text-brand-700 hover:underline">
                    {data.email}
                  </a>
                ) : (
                  <span className="text-slate-500">None given: invoices and reminders cannot be e-mailed</span>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Phone</dt>
              <dd>
                {data.phone ? (
                  <a href={telHref(data.phone)} className="text-brand-700 hover:underline">
                    {data.phone}
                  </a>
                ) : (
                  <span className="text-slate-500">None given</span>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Language</dt>
              <dd>{data.preferred_locale ? LOCALE_NAMES_IN_ENGLISH[data.preferred_locale] : <span className="text-slate-500">No account: not known</span>}</dd>
            </div>
            {place ? (
              <div>
                <dt className="text-xs text-slate-600">Address</dt>
                <dd className="break-words">{place}</dd>
              </div>
            ) : null}
            {data.notes ? (
              <div>
                <dt className="text-xs text-slate-600">Notes</dt>
                <dd className="break-words whitespace-pre-line">{data.notes}</dd>
              </div>
            ) : null}
          </dl>
          <dl className="grid grid-cols-2 gap-3">
            <div>
              <dt className="text-xs text-slate-600">Bookings</dt>
              <dd className="text-xl font-semibold tabular-nums">{data.bookings}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Jobs</dt>
              <dd className="text-xl font-semibold tabular-nums">{data.jobs}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Total paid</dt>
              <dd>
                <PaidAmount paid={data.paid} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Last visit</dt>
              <dd>
                <LastVisit day={data.last_visit} />
              </dd>
            </div>
          </dl>
        </section>
        <CustomerHistory customer={data} />
      </div>
    </>
  );
}
