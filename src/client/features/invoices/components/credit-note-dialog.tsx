import { useState } from "react";
import { useForm } from "react-hook-form";
import { formatCreditNoteNumber, formatInvoiceNumber } from "@/shared/rules/invoice.ts";
import { creditable } from "@/shared/rules/ledger.ts";
import type { TCreditNoteRequest, TInvoiceDetail } from "@/shared/schemas/invoices.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { applyServerFieldErrors, fieldErrorText } from "@/client/lib/form-errors.ts";
import { formatMoney } from "@/client/lib/format.ts";
import { toast } from "@/client/lib/toast.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { Textarea } from "@/client/ui/textarea.tsx";
import { useCreditInvoice } from "../api/credit-invoice.ts";
import { CREDIT_NOTE_FIELDS, creditNoteResolver, type TCreditNoteValues } from "./credit-note-form.ts";

const AMOUNT_ID = "credit-note-amount";
const REASON_ID = "credit-note-reason";

/**
 * A credit note (decision 0138): part of an issued invoice given back, never an edit of it. The
 * amount is at most the invoice's total less the credits already issued; the customer reads the reason.
 */
export function CreditNoteDialog({ invoice, onClose }: { invoice: TInvoiceDetail; onClose: () => void }) {
  const credit = useCreditInvoice();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TCreditNoteValues, unknown, TCreditNoteRequest>({ resolver: creditNoteResolver(), defaultValues: { amount: "", reason: "" } });
  const { errors } = form.formState;
  const amountError = fieldErrorText("Amount", errors.amount?.message);
  const reasonError = fieldErrorText("Reason", errors.reason?.message);
  const number = formatInvoiceNumber(invoice.number);
  const left = creditable(invoice.ledger);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    let saved: TInvoiceDetail;
    try {
      saved = await credit.mutateAsync({ id: invoice.id, body });
    } catch (caught) {
      if (!applyServerFieldErrors(caught, CREDIT_NOTE_FIELDS, form.setError)) setFailure(errorMessage(caught, "The credit note could not be issued."));
      return;
    }
    const issued = saved.credit_notes.at(-1);
    toast.success("Credit note issued", {
      description: `${issued ? formatCreditNoteNumber(issued.number) : "The credit note"}: ${formatMoney(body.amount)} off ${number}. Balance due: ${formatMoney(saved.ledger.due)}.`,
    });
    onClose();
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !credit.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Credit note on {number}</DialogTitle>
          <DialogDescription>
            Gives part of the invoice back without changing it. Up to {formatMoney(left)} can still be credited. A credit beyond what is unpaid is owed back to
            the customer. The customer sees the reason.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <Field id={AMOUNT_ID} label="Amount" error={amountError} hint={amountError ? undefined : `In dollars, at most ${formatMoney(left)}.`}>
            <Input
              id={AMOUNT_ID}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={fieldMessageId(AMOUNT_ID)}
              aria-required="true"
              inputMode="decimal"
              autoComplete="off"
              {...form.register("amount")}
            />
          </Field>
          <Field id={REASON_ID} label="Reason" error={reasonError}>
            <Textarea
              id={REASON_ID}
              rows={3}
              maxLength={500}
              aria-required="true"
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={reasonError ? fieldMessageId(REASON_ID) : undefined}
              placeholder="For example: arrived late"
              {...form.register("reason")}
            />
          </Field>
          {failure ? (
            <Alert variant="destructive" title="The credit note was not issued">
              {failure}
            </Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={credit.isPending} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={credit.isPending}>
              {credit.isPending ? <Spinner /> : null}
              Issue credit note
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
