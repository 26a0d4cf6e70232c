import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { formatInvoiceNumber } from "@/shared/rules/invoice.ts";
import { ZVoidInvoiceRequest, type TInvoiceDetail, type TVoidInvoiceRequest } from "@/shared/schemas/invoices.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { applyServerFieldErrors, fieldErrorText } from "@/client/lib/form-errors.ts";
import { toast } from "@/client/lib/toast.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { Textarea } from "@/client/ui/textarea.tsx";
import { useVoidInvoice } from "../api/void-invoice.ts";

const REASON_ID = "void-invoice-reason";

/**
 * Void an issued invoice (decision 0143): it is never edited; it is withdrawn with a reason the
 * customer can read, and the job may be billed again. The payments already made stay the job's.
 */
export function VoidInvoiceDialog({ invoice, onClose }: { invoice: TInvoiceDetail; onClose: () => void }) {
  const voiding = useVoidInvoice();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TVoidInvoiceRequest>({ resolver: zodResolver(ZVoidInvoiceRequest), defaultValues: { reason: "" } });
  const error = fieldErrorText("Reason", form.formState.errors.reason?.message);
  const number = formatInvoiceNumber(invoice.number);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await voiding.mutateAsync({ id: invoice.id, body });
    } catch (caught) {
      if (!applyServerFieldErrors(caught, ["reason"], form.setError)) setFailure(errorMessage(caught, "The invoice could not be voided."));
      return;
    }
    toast.success("Invoice voided", { description: `${number} bills nothing more. The job can be billed again.` });
    onClose();
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !voiding.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Void invoice {number}</DialogTitle>
          <DialogDescription>
            A void invoice bills nothing and cannot be paid. Payments already received stay with the job, and the job can be billed again with a new invoice.
            The customer sees the reason.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <Field id={REASON_ID} label="Reason" error={error}>
            <Textarea
              id={REASON_ID}
              rows={3}
              maxLength={500}
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? fieldMessageId(REASON_ID) : undefined}
              placeholder="For example: billed the wrong hours"
              {...form.register("reason")}
            />
          </Field>
          {failure ? (
            <Alert variant="destructive" title="The invoice was not voided">
              {failure}
            </Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={voiding.isPending} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={voiding.isPending}>
              {voiding.isPending ? <Spinner /> : null}
              Void invoice
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
