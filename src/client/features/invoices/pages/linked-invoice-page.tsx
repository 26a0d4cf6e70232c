import { m } from "@/shared/i18n/paraglide/messages.js";
import { paths } from "@/client/lib/paths.ts";
import { useDocumentToken } from "@/client/lib/document-token.ts";
import { PayBalance } from "../components/pay-balance.tsx";
import { PrintableInvoice } from "../components/printable-invoice.tsx";
import { useLinkedInvoice, usePayLinkedInvoice } from "../api/linked-invoice.ts";

/**
 * Decision 0144: the invoice a mail's signed link opens (`/documents/invoice#token=…`): the same
 * printable page the customer's account shows, signed in or not, with the same Pay your balance
 * panel while a balance is due (decision 0151: the link is the payer's key, no account needed).
 */
export function LinkedInvoicePage() {
  const token = useDocumentToken();
  const invoice = useLinkedInvoice(token);
  const payment = usePayLinkedInvoice(token);
  return (
    <PrintableInvoice
      invoice={invoice}
      back={{ to: paths.home, label: m.invoice_home() }}
      actions={(bill) => <PayBalance invoice={bill} payment={payment} />}
    />
  );
}
