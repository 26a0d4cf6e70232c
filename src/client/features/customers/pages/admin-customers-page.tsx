import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { Plus } from "lucide-react";
import { CUSTOMER_SORTS, type TCustomerSort } from "@/shared/schemas/customers.ts";
import { useAdminSettings } from "@/client/lib/settings/admin-settings.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { CustomerFormDialog } from "@/client/lib/customers/customer-form-dialog.tsx";
import { adminCustomerHref } from "@/client/lib/paths.ts";
import { Button } from "@/client/ui/button.tsx";
import { EmbedFrameTabs } from "@/client/ui/embed-frame-tabs.tsx";
import { Label } from "@/client/ui/label.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";
import { Pager } from "@/client/ui/pager.tsx";
import { SearchField } from "@/client/ui/search-field.tsx";
import { Select } from "@/client/ui/select.tsx";
import { useCustomers } from "../api/get-customers.ts";
import { CustomerList } from "../components/customer-list.tsx";
import { useCustomersParams } from "../components/use-customers-params.ts";

const SORT_LABELS: Record<TCustomerSort, string> = { name: "Name (A–Z)", newest: "Newest first" };

/**
 * Customers (`/admin/customers`, in place of the spec's external frame, DESIGN.md
 * Placeholders): everyone who booked or has a job, with contact details, bookings, jobs, total
 * paid and last visit; searched and paged on the server.
 */
export function AdminCustomersPage() {
  usePageTitle("Customers");
  const sortId = useId();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const { params, update } = useCustomersParams();
  const customers = useCustomers(params);
  const data = customers.data;
  const embedUrl = useAdminSettings().data?.settings.embeds.customers_url;

  return (
    <>
      <PageHeader
        title="Customers"
        description="Everyone who has booked with HomeFix."
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            New Customer
          </Button>
        }
      />
      {/* A phone-in customer; once added, their page opens. */}
      {adding ? (
        <CustomerFormDialog
          customer={null}
          onClose={() => setAdding(false)}
          onSaved={(customer) => void navigate(adminCustomerHref(customer.id))}
          existing={{ label: "Open that customer", onChoose: (id) => void navigate(adminCustomerHref(id)) }}
        />
      ) : null}
      {/* The external platform's customers page as an extra tab, only when its URL is set in Settings. */}
      <EmbedFrameTabs url={embedUrl} mainLabel="Customers" frameLabel="Business platform" frameTitle="Customers on the business platform">
        <div className="space-y-5">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <SearchField label="Search customers" placeholder="Name, e-mail or phone" value={params.q} onSearch={(q) => update({ q })} />
            <div className="space-y-1.5 sm:w-48">
              <Label htmlFor={sortId}>Sort by</Label>
              <Select id={sortId} value={params.sort} onChange={(event) => update({ sort: event.target.value as TCustomerSort })}>
                {CUSTOMER_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          {data ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              {data.total === 1 ? "1 customer" : `${data.total.toLocaleString("en-US")} customers`}
              {params.q ? ` matching “${params.q}”` : ""}
            </p>
          ) : null}
          <CustomerList customers={customers} searching={Boolean(params.q)} />
          {data ? <Pager label="Customer pages" page={data.page} pageCount={data.page_count} total={data.total} onPage={(page) => update({ page })} /> : null}
        </div>
      </EmbedFrameTabs>
    </>
  );
}
