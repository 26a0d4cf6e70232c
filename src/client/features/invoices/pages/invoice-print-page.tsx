import { useParams } from "react-router";
import { adminInvoiceHref } from "@/client/lib/paths.ts";
import { useInvoice } from "../api/get-invoice.ts";
import { PrintableInvoice } from "../components/printable-invoice.tsx";

/** The office's printable invoice (`/admin/invoices/:id/print`); Back returns to it on the invoices page. */
export function InvoicePrintPage() {
  const { id = "" } = useParams();
  return <PrintableInvoice invoice={useInvoice(id)} back={{ to: adminInvoiceHref(id), label: "Back to invoices" }} />;
}
