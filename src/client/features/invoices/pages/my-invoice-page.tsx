import { useParams } from "react-router";
import type { TMyInvoiceDetail } from "@/shared/schemas/invoices.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { paths } from "@/client/lib/paths.ts";
import { useMyInvoice } from "../api/my-invoices.ts";
import { usePayMyInvoice } from "../api/pay-my-invoice.ts";
import { PayBalance } from "../components/pay-balance.tsx";
import { PrintableInvoice } from "../components/printable-invoice.tsx";

/** The customer's invoice (`/dashboard/invoices/:id`), printable, with its balance to pay online; another customer's is not found. */
export function MyInvoicePage() {
  const { id = "" } = useParams();
  return (
    <PrintableInvoice
      invoice={useMyInvoice(id)}
      back={{ to: paths.dashboardInvoices, label: m.invoice_back_to_mine() }}
      actions={(invoice) => <PayMyBalance invoice={invoice} />}
    />
  );
}

function PayMyBalance({ invoice }: { invoice: TMyInvoiceDetail }) {
  return <PayBalance invoice={invoice} payment={usePayMyInvoice(invoice.id)} />;
}
