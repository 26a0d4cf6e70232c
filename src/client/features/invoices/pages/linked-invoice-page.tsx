import { paths } from "@/client/lib/paths.ts";
import { useDocumentToken } from "@/client/lib/document-token.ts";
import { PrintableInvoice } from "../components/printable-invoice.tsx";
import { useLinkedInvoice } from "../api/linked-invoice.ts";

/**
 * Decision 0144: the invoice a mail's signed link opens (`/documents/invoice#token=…`): the same
 * printable page the customer's account shows, signed in or not. No payment form here.
 */
export function LinkedInvoicePage() {
  const invoice = useLinkedInvoice(useDocumentToken());
  return <PrintableInvoice invoice={invoice} back={{ to: paths.home, label: "HomeFix home" }} />;
}
