import { useState } from "react";
import { useForm } from "react-hook-form";
import { formatInvoiceNumber } from "@/shared/rules/invoice.ts";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "@/shared/rules/ledger.ts";
import type { TInvoiceDetail } from "@/shared/schemas/invoices.ts";
import type { TRecordPaymentRequest } from "@/shared/schemas/ledger.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { applyServerFieldErrors, fieldErrorText } from "@/client/lib/form-errors.ts";
import { formatMoney } from "@/client/lib/format.ts";
import { toast } from "@/client/lib/toast.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Select } from "@/client/ui/select.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useRecordInvoicePayment } from "../api/record-invoice-payment.ts";
import { RECORD_PAYMENT_FIELDS, recordPaymentDefaults, recordPaymentResolver, type TRecordPaymentValues } from "./record-payment-form.ts";

const LABELS: Record<keyof TRecordPaymentValues, string> = { amount: "Amount", method: "Method", reference: "Reference" };

/**
 * A payment the office took on an invoice (cash, a check, a card at the door): part of the
 * balance or all of it. Mounted once per payment entered: its key makes the request's retries one
 * payment, and a try the server refused (nothing written) can be corrected and sent again.
 */
export function RecordPaymentDialog({ invoice, onClose }: { invoice: TInvoiceDetail; onClose: () => void }) {
  const record = useRecordInvoicePayment();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TRecordPaymentValues, unknown, TRecordPaymentRequest>({
    resolver: recordPaymentResolver(idempotencyKey),
    defaultValues: recordPaymentDefaults(invoice.ledger.due),
  });
  const { errors } = form.formState;
  const number = formatInvoiceNumber(invoice.number);

  const onSubmit = form.handleSubmit(async (payment) => {
    setFailure(null);
    let saved: TInvoiceDetail;
    try {
      saved = await record.mutateAsync({ id: invoice.id, payment });
    } catch (error) {
      if (!applyServerFieldErrors(error, RECORD_PAYMENT_FIELDS, form.setError)) setFailure(errorMessage(error, "The payment could not be recorded."));
      return;
    }
    toast.success("Payment recorded", {
      description:
        saved.status === "paid"
          ? `${formatMoney(payment.amount)} on ${number}: paid in full.`
          : `${formatMoney(payment.amount)} on ${number}: ${formatMoney(saved.ledger.due)} still due.`,
    });
    onClose();
  });

  const control = (name: keyof TRecordPaymentValues) => ({
    id: `record-payment-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] || name === "reference" ? fieldMessageId(`record-payment-${name}`) : undefined,
  });
  const field = (name: keyof TRecordPaymentValues) => ({
    id: `record-payment-${name}`,
    label: LABELS[name],
    error: fieldErrorText(LABELS[name], errors[name]?.message),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !record.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record Payment</DialogTitle>
          <DialogDescription>
            A payment from {invoice.customer_name} on invoice {number}. Balance due: {formatMoney(invoice.ledger.due)}.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <Field {...field("amount")} hint={errors.amount ? undefined : "Part of the balance, or all of it."}>
            <Input
              {...control("amount")}
              aria-describedby={fieldMessageId("record-payment-amount")}
              aria-required="true"
              inputMode="decimal"
              autoComplete="off"
              {...form.register("amount")}
            />
          </Field>
          <Field {...field("method")}>
            <Select {...control("method")} {...form.register("method")}>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {PAYMENT_METHOD_LABELS[method]}
                </option>
              ))}
            </Select>
          </Field>
          <Field {...field("reference")} hint={errors.reference ? undefined : "Optional: a check number or a receipt number."}>
            <Input {...control("reference")} maxLength={100} autoComplete="off" {...form.register("reference")} />
          </Field>
          {failure ? (
            <Alert variant="destructive" title="The payment was not recorded">
              {failure}
            </Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={record.isPending} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={record.isPending}>
              {record.isPending ? <Spinner /> : null}
              Record Payment
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
