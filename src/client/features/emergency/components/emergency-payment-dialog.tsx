import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CreditCard, FlaskConical, Lock } from "lucide-react";
import { toast } from "sonner";
import { EMERGENCY_FEE_CENTS } from "@/shared/constants.ts";
import { formatMoney } from "@/client/lib/format.ts";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Label } from "@/client/ui/label.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { Switch } from "@/client/ui/switch.tsx";
import { useCreateEmergencyPayment } from "../api/create-emergency-payment.ts";
import { EMPTY_CARD, ZCardForm, type TCardForm } from "./card-form.ts";
import { fieldErrorText } from "@/client/lib/form-errors.ts";
import { needsNewIdempotencyKey } from "@/client/lib/idempotency.ts";

type TCardField = {
  name: keyof TCardForm;
  label: string;
  autoComplete: string;
  placeholder?: string;
  numeric?: boolean;
  maxLength: number;
  className?: string;
};

const CARD_FIELDS: TCardField[] = [
  { name: "card_number", label: "Card Number", autoComplete: "cc-number", placeholder: "1234 5678 9012 3456", numeric: true, maxLength: 23, className: "col-span-2" },
  { name: "expiry", label: "Expiry (MM/YY)", autoComplete: "cc-exp", placeholder: "MM/YY", maxLength: 5 },
  { name: "cvv", label: "CVV", autoComplete: "cc-csc", placeholder: "123", numeric: true, maxLength: 4 },
  { name: "cardholder_name", label: "Cardholder Name", autoComplete: "cc-name", maxLength: 100, className: "col-span-2" },
  { name: "billing_zip", label: "Billing ZIP", autoComplete: "postal-code", placeholder: "32801", numeric: true, maxLength: 10, className: "col-span-2 sm:col-span-1" },
];

const errorLabel = (label: string) => label.replace(" (MM/YY)", "");

// customer-side.md §2 Emergency dialogs (2) and §4: the fee, a card form, test mode on by default.
export function EmergencyPaymentDialog({ onPaid, onClose }: { onPaid: (bookingId: string) => void; onClose: () => void }) {
  const fee = formatMoney(usePublicSettings().data?.emergency_fee_cents ?? EMERGENCY_FEE_CENTS);
  // One key for this payment: a retry after a lost reply never charges twice.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [isTest, setIsTest] = useState(true);
  const payment = useCreateEmergencyPayment();
  const form = useForm<TCardForm>({ resolver: zodResolver(ZCardForm), defaultValues: EMPTY_CARD });
  const { errors } = form.formState;

  // The card values are validated and then dropped: only the test flag and the key are sent.
  const pay = form.handleSubmit(async () => {
    if (payment.isPending) return;
    try {
      const result = await payment.mutateAsync({ idempotency_key: idempotencyKey, is_test: isTest });
      toast.success(result.is_test ? "Test Payment Processed" : "Payment Processed", {
        description: `${result.is_test ? "TEST MODE - " : ""}Emergency fee paid successfully. Complete your booking details now.`,
      });
      form.reset(EMPTY_CARD);
      onPaid(result.booking_id);
    } catch (error) {
      if (needsNewIdempotencyKey(error)) setIdempotencyKey(crypto.randomUUID());
      toast.error("Payment Failed", { description: "Failed to process emergency payment. Please try again." });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !payment.isPending && onClose()}>
      <DialogContent className="max-sm:p-4 sm:p-6" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Emergency Service Payment</DialogTitle>
          <DialogDescription>Pay the {fee} non-refundable emergency fee, then tell us where to come.</DialogDescription>
        </DialogHeader>

        <div className="mb-5 flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-4">
          <div>
            <Label htmlFor="emergency-test-mode" className="flex items-center gap-2">
              <FlaskConical aria-hidden="true" className="size-4 text-slate-600" />
              Test mode
            </Label>
            <p id="emergency-test-mode-hint" className="mt-1 text-sm text-slate-600">
              {isTest ? "No real charges will be made" : "Your card will be charged"}
            </p>
          </div>
          <Switch
            id="emergency-test-mode"
            checked={isTest}
            onCheckedChange={setIsTest}
            disabled={payment.isPending}
            aria-describedby="emergency-test-mode-hint"
          />
        </div>

        <form noValidate onSubmit={(event) => void pay(event)} aria-label="Card details" className="space-y-5">
          <div className="grid grid-cols-2 gap-4">
            {CARD_FIELDS.map((field) => {
              const id = `emergency-${field.name.replace("_", "-")}`;
              const error = fieldErrorText(errorLabel(field.label), errors[field.name]?.message);
              return (
                <div key={field.name} className={field.className}>
                  <Field id={id} label={field.label} error={error}>
                    <Input
                      id={id}
                      autoComplete={field.autoComplete}
                      placeholder={field.placeholder}
                      inputMode={field.numeric ? "numeric" : undefined}
                      maxLength={field.maxLength}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? fieldMessageId(id) : undefined}
                      {...form.register(field.name)}
                    />
                  </Field>
                </div>
              );
            })}
          </div>

          <div className="flex items-baseline justify-between rounded-xl bg-slate-50 px-4 py-3 text-sm">
            <span className="font-semibold text-slate-900">Emergency fee (non-refundable)</span>
            <span className="text-base font-bold text-brand-800 tabular-nums">{fee}</span>
          </div>

          <Button type="submit" variant="accent" size="lg" className="w-full" disabled={payment.isPending}>
            {payment.isPending ? <Spinner /> : <CreditCard aria-hidden="true" />}
            {payment.isPending ? "Processing payment…" : `Pay ${fee}${isTest ? " (Test)" : ""}`}
          </Button>
          <p className="flex items-center justify-center gap-1.5 text-xs text-slate-600">
            <Lock aria-hidden="true" className="size-3.5" />
            Your card details stay in your browser and are never stored.
          </p>
        </form>
      </DialogContent>
    </Dialog>
  );
}
