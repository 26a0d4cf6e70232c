import { useEffect, useMemo, useRef, useState, type ChangeEvent } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CreditCard, Lock } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import { EMERGENCY_FEE_CENTS } from "@/shared/constants.ts";
import { useSavedContact, type TContactAddress } from "@/client/lib/contact/saved-contact.ts";
import { formatMoney } from "@/client/lib/format.ts";
import { useLivePayments, TestModeSwitch } from "@/client/lib/payments/test-mode-switch.tsx";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { OfflineNotice } from "@/client/ui/offline-notice.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useCreateEmergencyPayment } from "../api/create-emergency-payment.ts";
import { rememberResumeToken } from "../api/emergency-resume.ts";
import type { TPaidContact } from "./emergency-details-dialog.tsx";
import { formatExpiry } from "./card-expiry.ts";
import { EMPTY_CARD, emergencyPaymentForm, type TEmergencyPaymentFormInput, type TEmergencyPaymentFormOutput } from "./card-form.ts";
import { ApiError } from "@/client/lib/api-client.ts";
import { applyServerFieldErrors, fieldErrorText } from "@/client/lib/form-errors.ts";
import { reasonText } from "@/client/lib/server-sentences.ts";
import { needsNewIdempotencyKey } from "@/client/lib/idempotency.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

type TFieldSpec = {
  name: keyof TEmergencyPaymentFormInput;
  // Messages, called when rendered: the page's language is known then, not when this module loads.
  label: () => string;
  /** The label as an error names the field, when it differs ("Expiry is required"). */
  errorLabel?: () => string;
  placeholder?: () => string;
  autoComplete: string;
  type?: "tel" | "email";
  numeric?: boolean;
  maxLength: number;
  className?: string;
};

const CARD_FIELDS: TFieldSpec[] = [
  {
    name: "card_number",
    label: m.emergency_card_number,
    autoComplete: "cc-number",
    placeholder: () => "1234 5678 9012 3456",
    numeric: true,
    maxLength: 23,
    className: "col-span-2",
  },
  {
    name: "expiry",
    label: m.emergency_expiry,
    errorLabel: m.emergency_expiry_short,
    autoComplete: "cc-exp",
    placeholder: m.emergency_expiry_placeholder,
    numeric: true,
    maxLength: 5,
  },
  { name: "cvv", label: m.emergency_cvv, autoComplete: "cc-csc", placeholder: () => "123", numeric: true, maxLength: 4 },
  { name: "cardholder_name", label: m.emergency_cardholder, autoComplete: "cc-name", maxLength: 100, className: "col-span-2" },
  {
    name: "billing_zip",
    label: m.emergency_billing_zip,
    autoComplete: "postal-code",
    placeholder: () => "32801",
    numeric: true,
    maxLength: 10,
    className: "col-span-2 sm:col-span-1",
  },
];

const CONTACT_FIELDS: TFieldSpec[] = [
  { name: "customer_phone", label: m.contact_phone, type: "tel", autoComplete: "tel", maxLength: 25, className: "col-span-2 sm:col-span-1" },
  { name: "customer_email", label: m.contact_email, type: "email", autoComplete: "email", maxLength: 254, className: "col-span-2 sm:col-span-1" },
];

const CITY_FIELD: TFieldSpec = { name: "service_city", label: m.contact_city, autoComplete: "address-level2", maxLength: 80, className: "col-span-2" };
const SENT_FIELDS = ["customer_phone", "customer_email", "service_city"] as const;
const contactOf = (defaults: TContactAddress) => ({
  customer_phone: defaults.customer_phone,
  customer_email: defaults.customer_email,
  service_city: defaults.service_city,
});

// customer-side.md §2 Emergency dialogs (2) and §4: the fee, a card form, test mode on by default;
// A phone number or an e-mail, so a paid emergency always has a way back to us.
export function EmergencyPaymentDialog({ onPaid, onClose }: { onPaid: (bookingId: string, contact: TPaidContact) => void; onClose: () => void }) {
  const settings = usePublicSettings().data;
  const fee = formatMoney(settings?.emergency_fee_cents ?? EMERGENCY_FEE_CENTS);
  // At landfall no crew goes to the storm's counties, so the city decides whether the fee is taken.
  const cityAsked = settings?.storm.phase === "landfall" && settings.storm.counties.length > 0;
  const resolver = useMemo(
    () => zodResolver(emergencyPaymentForm(cityAsked)) as Resolver<TEmergencyPaymentFormInput, unknown, TEmergencyPaymentFormOutput>,
    [cityAsked],
  );
  const live = useLivePayments();
  // One key for this payment: a retry after a lost reply never charges twice.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [chosenTest, setIsTest] = useState(true);
  const isTest = live ? chosenTest : true;
  const payment = useCreateEmergencyPayment();
  const saved = useSavedContact();
  const form = useForm<TEmergencyPaymentFormInput, unknown, TEmergencyPaymentFormOutput>({
    resolver,
    defaultValues: { ...EMPTY_CARD, ...contactOf(saved.defaults) },
  });
  const { errors } = form.formState;
  // A double click submits twice before the pending state has rendered: one payment at a time.
  const paying = useRef(false);

  // A signed-in customer's saved phone and e-mail fill what is still blank.
  const { ready: contactReady, defaults: contact } = saved;
  useEffect(() => {
    if (contactReady) form.reset({ ...EMPTY_CARD, ...contactOf(contact) }, { keepDirtyValues: true });
  }, [contactReady, contact, form]);

  // The card values are validated and then dropped: only the test flag, the key and the contact are sent.
  const pay = async ({ customer_phone, customer_email, service_city }: TEmergencyPaymentFormOutput) => {
    if (paying.current) return;
    paying.current = true;
    try {
      const result = await payment.mutateAsync({
        idempotency_key: idempotencyKey,
        is_test: isTest,
        ...(customer_phone ? { customer_phone } : {}),
        ...(customer_email ? { customer_email } : {}),
        ...(cityAsked && service_city ? { service_city } : {}),
      });
      rememberResumeToken(result.resume_token);
      // One toast per charge, however many answers told of it.
      toast.success(result.is_test ? m.emergency_test_payment_processed() : m.emergency_payment_processed(), {
        id: `emergency-fee-${result.booking_id}`,
        description: result.is_test ? m.emergency_fee_paid_toast_test() : m.emergency_fee_paid_toast(),
      });
      form.reset(EMPTY_CARD);
      // What was typed here fills the details that follow: nobody types their phone twice.
      onPaid(result.booking_id, { customer_phone: customer_phone ?? "", customer_email: customer_email ?? "", service_city: service_city ?? "" });
    } catch (error) {
      if (needsNewIdempotencyKey(error)) setIdempotencyKey(crypto.randomUUID());
      const paused = error instanceof ApiError && error.fields?.some((each) => each.field === "service_city");
      applyServerFieldErrors(error, SENT_FIELDS, form.setError);
      // A storm's pause is no failure to try again: the toast says what the server said.
      toast.error(m.emergency_payment_failed(), { description: paused ? reasonText(error.message) : m.emergency_payment_failed_text() });
    } finally {
      paying.current = false;
    }
  };

  const renderField = (field: TFieldSpec) => {
    const id = `emergency-${field.name.replace("_", "-")}`;
    const label = field.label();
    const error = fieldErrorText((field.errorLabel ?? field.label)(), errors[field.name]?.message);
    const registered = form.register(field.name);
    const onChange =
      field.name === "expiry"
        ? (event: ChangeEvent<HTMLInputElement>) => {
            // MM/YY as the customer types ('1229' reads '12/29').
            event.target.value = formatExpiry(event.target.value);
            return registered.onChange(event);
          }
        : registered.onChange;
    return (
      <div key={field.name} className={field.className}>
        <Field id={id} label={label} error={error}>
          <Input
            id={id}
            type={field.type ?? "text"}
            autoComplete={field.autoComplete}
            placeholder={field.placeholder?.()}
            inputMode={field.numeric ? "numeric" : undefined}
            maxLength={field.maxLength}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? fieldMessageId(id) : undefined}
            {...registered}
            onChange={onChange}
          />
        </Field>
      </div>
    );
  };

  return (
    // Decision 0121: offline, the payment waits for the connection and is sent then, closed or not.
    <Dialog open onOpenChange={(open) => !open && (!payment.isPending || payment.isPaused) && onClose()}>
      <DialogContent className="max-sm:p-4 sm:p-6" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{m.emergency_payment_title()}</DialogTitle>
          <DialogDescription>{m.emergency_payment_description({ fee })}</DialogDescription>
        </DialogHeader>

        <TestModeSwitch
          id="emergency-test-mode"
          className="mb-5 flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-4"
          isTest={isTest}
          onChange={setIsTest}
          disabled={payment.isPending}
          liveHint={m.emergency_card_charged()}
        />

        <form noValidate onSubmit={(event) => void form.handleSubmit(pay)(event)} aria-label={m.emergency_card_details()} className="space-y-5">
          <fieldset className="grid grid-cols-2 gap-4">
            <legend className="mb-1 text-sm font-semibold text-slate-900">{m.emergency_reach_you()}</legend>
            <p className="col-span-2 -mt-2 text-sm text-slate-600">{m.emergency_reach_you_hint()}</p>
            {CONTACT_FIELDS.map(renderField)}
            {cityAsked ? (
              <>
                <p className="col-span-2 text-sm text-slate-600">{m.emergency_landfall_city()}</p>
                {renderField(CITY_FIELD)}
              </>
            ) : null}
          </fieldset>

          <fieldset className="grid grid-cols-2 gap-4">
            <legend className="mb-1 text-sm font-semibold text-slate-900">{m.payment_method_card()}</legend>
            {CARD_FIELDS.map(renderField)}
          </fieldset>

          <div className="flex items-baseline justify-between rounded-xl bg-slate-50 px-4 py-3 text-sm">
            <span className="font-semibold text-slate-900">{m.emergency_fee_row()}</span>
            <span className="text-base font-bold text-brand-800 tabular-nums">{fee}</span>
          </div>

          <Button type="submit" variant="accent" size="lg" className="w-full" disabled={payment.isPending}>
            {payment.isPending ? <Spinner /> : <CreditCard aria-hidden="true" />}
            {payment.isPending ? m.booking_processing() : isTest ? m.booking_pay_test({ amount: fee }) : m.booking_pay({ amount: fee })}
          </Button>
          <p className="flex items-center justify-center gap-1.5 text-xs text-slate-600">
            <Lock aria-hidden="true" className="size-3.5" />
            {m.emergency_card_stays()}
          </p>
        </form>
        <OfflineNotice waiting={payment.isPaused} />
      </DialogContent>
    </Dialog>
  );
}
