import { useState } from "react";
import { generatePath, Link } from "react-router";
import { toast } from "@/client/lib/toast.ts";
import { Ban, Banknote, Briefcase, CircleCheck, FileMinus, FilePlus, Mail, Printer } from "lucide-react";
import { formatInvoiceNumber } from "@/shared/rules/invoice.ts";
import { creditable } from "@/shared/rules/ledger.ts";
import type { TInvoiceDetail } from "@/shared/schemas/invoices.ts";
import { NO_CUSTOMER_EMAIL } from "@/shared/schemas/customers.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { adminJobHref, paths } from "@/client/lib/paths.ts";
import { Button } from "@/client/ui/button.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useEmailInvoice } from "../api/email-invoice.ts";
import { useIssueInvoice } from "../api/issue-invoice.ts";
import { useMarkInvoicePaid } from "../api/mark-invoice-paid.ts";
import { CreditNoteDialog } from "./credit-note-dialog.tsx";
import { MarkPaidDialog } from "./mark-paid-dialog.tsx";
import { RecordPaymentDialog } from "./record-payment-dialog.tsx";
import { VoidInvoiceDialog } from "./void-invoice-dialog.tsx";

/**
 * What an admin does with an invoice: print it, e-mail it to the customer, record a payment or
 * mark it paid, credit part of it, void it, open its job. A void invoice is only printed, and its job billed again.
 */
export function InvoiceActions({ invoice, onIssued }: { invoice: TInvoiceDetail; onIssued?: (id: string) => void }) {
  const email = useEmailInvoice();
  const markPaid = useMarkInvoicePaid();
  const issue = useIssueInvoice();
  const [confirming, setConfirming] = useState(false);
  const [recording, setRecording] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const [crediting, setCrediting] = useState(false);
  const number = formatInvoiceNumber(invoice.number);
  const isVoid = invoice.status === "void";
  const job = invoice.job;

  const reissue = () =>
    job &&
    issue.mutate(
      { job_id: job.id },
      {
        onSuccess: (issued) => {
          toast.success("Invoice issued", { description: `${formatInvoiceNumber(issued.number)} bills ${job.title} again.` });
          onIssued?.(issued.id);
        },
        onError: (error) => toast.error("Error", { description: errorMessage(error, "Failed to issue the invoice") }),
      },
    );

  const send = () =>
    // One key per click (decision 0061): the request's own retries send one message.
    email.mutate(
      { id: invoice.id, idempotencyKey: crypto.randomUUID() },
      {
        onSuccess: (sent) => toast.success("Invoice e-mailed", { description: `${number} was sent to ${sent.emails[0]?.to ?? invoice.customer_email}.` }),
        onError: (error) => toast.error("Error", { description: errorMessage(error, "Failed to e-mail the invoice") }),
      },
    );

  const pay = () =>
    markPaid.mutate(invoice.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success("Invoice marked as paid", { description: `${number}: the payment is recorded in Payments.` });
      },
      onError: (error) => {
        setConfirming(false);
        toast.error("Error", { description: errorMessage(error, "Failed to mark the invoice as paid") });
      },
    });

  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline">
        <Link to={generatePath(paths.adminInvoicePrint, { id: invoice.id })}>
          <Printer aria-hidden="true" />
          Printable page
        </Link>
      </Button>
      {isVoid ? null : invoice.customer_email ? (
        <Button variant="outline" disabled={email.isPending} onClick={send}>
          {email.isPending ? <Spinner /> : <Mail aria-hidden="true" />}
          E-mail to customer
        </Button>
      ) : (
        // Decision 0153: a customer the office added without an e-mail; the invoice is printed or handed over instead.
        <p className="self-center text-sm text-slate-600">{NO_CUSTOMER_EMAIL} The invoice cannot be e-mailed: print it instead.</p>
      )}
      {invoice.status === "unpaid" && invoice.ledger.due > 0 ? (
        <Button onClick={() => setRecording(true)}>
          <Banknote aria-hidden="true" />
          Record Payment
        </Button>
      ) : null}
      {invoice.status === "unpaid" ? (
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <CircleCheck aria-hidden="true" />
          Mark as paid
        </Button>
      ) : null}
      {isVoid && job?.status === "completed" ? (
        <Button disabled={issue.isPending} onClick={reissue}>
          {issue.isPending ? <Spinner /> : <FilePlus aria-hidden="true" />}
          Issue a new invoice
        </Button>
      ) : null}
      {!isVoid && creditable(invoice.ledger) > 0 ? (
        <Button variant="outline" onClick={() => setCrediting(true)}>
          <FileMinus aria-hidden="true" />
          Credit note
        </Button>
      ) : null}
      {isVoid ? null : (
        <Button variant="outline" onClick={() => setVoiding(true)}>
          <Ban aria-hidden="true" />
          Void invoice
        </Button>
      )}
      {invoice.job ? (
        <Button asChild variant="ghost">
          <Link to={adminJobHref(invoice.job.id)}>
            <Briefcase aria-hidden="true" />
            Open job
          </Link>
        </Button>
      ) : null}
      {recording ? <RecordPaymentDialog invoice={invoice} onClose={() => setRecording(false)} /> : null}
      {crediting ? <CreditNoteDialog invoice={invoice} onClose={() => setCrediting(false)} /> : null}
      {voiding ? <VoidInvoiceDialog invoice={invoice} onClose={() => setVoiding(false)} /> : null}
      <MarkPaidDialog invoice={invoice} open={confirming} pending={markPaid.isPending} onCancel={() => setConfirming(false)} onConfirm={pay} />
    </div>
  );
}
