import type { FormEvent } from "react";
import { slotWithZone } from "@/shared/rules/business-time.ts";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { ArrowLeft, CalendarCheck, CircleCheck } from "lucide-react";
import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { bookingAmounts, isHourly, minHoursOf } from "@/shared/rules/pricing.ts";
import { bookingLedger, bookingTaxNote, taxLabel } from "@/shared/rules/ledger.ts";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { formatBookingDate } from "@/client/lib/calendar-day.ts";
import { formatMoney, formatRate } from "@/client/lib/format.ts";
import { Button } from "@/client/ui/button.tsx";
import { Checkbox } from "@/client/ui/checkbox.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Label } from "@/client/ui/label.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { Textarea } from "@/client/ui/textarea.tsx";
import { AmountsSummary } from "./amounts-summary.tsx";
import type { TBookingDetails, TBookingDetailsInput } from "./booking-details-form.ts";
import { fieldErrorText } from "@/client/lib/form-errors.ts";
import { ContactAddressFields } from "@/client/lib/contact/contact-address-fields.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

const STEP_TWO_CONTACT = ["customer_name", "service_address", "service_city", "service_state", "service_zip"] as const;

type TDetailsStepProps = {
  service: TPublicService;
  form: UseFormReturn<TBookingDetailsInput, unknown, TBookingDetails>;
  date: string;
  time: string;
  pending: boolean;
  /** The first-booking discount the server decided when the deposit was charged (decision 0140). */
  discountPercent: number;
  onBack: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

// customer-side.md §4 Booking dialog step 2 and §5: contact details, hours, add-ons, notes.
export function DetailsStep({ service, form, date, time, pending, discountPercent, onBack, onSubmit }: TDetailsStepProps) {
  const { errors } = form.formState;
  const [hours, addOnIds] = useWatch({ control: form.control, name: ["estimated_hours", "add_on_ids"] });
  const chosen = new Set(addOnIds ?? []);
  const amounts = bookingAmounts(
    service,
    typeof hours === "number" && Number.isFinite(hours) ? hours : null,
    service.add_ons.filter((addOn) => chosen.has(addOn.id)).map((addOn) => addOn.price),
    discountPercent,
  );
  const minHours = minHoursOf(service);
  // Decision 0146: the same figures with tax at the business's rate, by the ledger's own rule
  // (the receipt then shows the recorded booking's ledger, which these equal).
  const taxRate = usePublicSettings().data?.tax_rate_percent;
  const priced =
    taxRate === undefined
      ? null
      : bookingLedger({
          lines: [
            { description: service.name, amount: amounts.base },
            { description: m.booking_add_ons(), amount: amounts.addOns },
          ],
          discount: amounts.discount,
          deposit: amounts.initialPayment,
          taxRatePercent: taxRate,
        });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={m.booking_your_details()} className="space-y-6">
      <div className="flex flex-col gap-1 rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-900 sm:flex-row sm:flex-wrap sm:gap-x-5">
        <span className="flex items-center gap-2">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-green-700" />
          {m.booking_payment_received()}
        </span>
        <span className="flex items-center gap-2">
          <CalendarCheck aria-hidden="true" className="size-4 shrink-0 text-green-700" />
          {m.format_visit_at({ day: formatBookingDate(date), time: slotWithZone(time) })}
        </span>
      </div>

      {/* The e-mail and phone were given with the payment (step 1). */}
      <ContactAddressFields form="booking" legend={m.booking_contact_address()} register={form.register} errors={errors} only={STEP_TWO_CONTACT} />

      {isHourly(service) ? (
        <Field
          id="booking-hours"
          label={m.booking_estimated_hours()}
          error={fieldErrorText(m.booking_estimated_hours_field(), errors.estimated_hours?.message)}
          hint={m.booking_hours_hint({ min: minHours, rate: formatRate(service) })}
        >
          <Input
            id="booking-hours"
            type="number"
            inputMode="numeric"
            min={minHours}
            max={24}
            step={1}
            className="max-w-32"
            aria-invalid={errors.estimated_hours ? true : undefined}
            aria-describedby={fieldMessageId("booking-hours")}
            {...form.register("estimated_hours", { setValueAs: (value: string | number) => (value === "" ? undefined : Number(value)) })}
          />
        </Field>
      ) : null}

      {service.add_ons.length > 0 ? (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-900">{m.booking_add_ons_optional()}</legend>
          <Controller
            control={form.control}
            name="add_on_ids"
            render={({ field }) => (
              <ul className="grid gap-2 sm:grid-cols-2">
                {service.add_ons.map((addOn) => {
                  const id = `booking-add-on-${addOn.id}`;
                  const checked = (field.value ?? []).includes(addOn.id);
                  return (
                    <li
                      key={addOn.id}
                      className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 has-[[data-state=checked]]:border-brand-600 has-[[data-state=checked]]:bg-brand-50"
                    >
                      <Checkbox
                        id={id}
                        checked={checked}
                        onCheckedChange={(next) => {
                          const current = field.value ?? [];
                          field.onChange(next === true ? [...current, addOn.id] : current.filter((value) => value !== addOn.id));
                        }}
                      />
                      <Label htmlFor={id} className="flex flex-1 cursor-pointer items-baseline justify-between gap-2">
                        <span lang={addOn.untranslated ? "en" : undefined}>{addOn.name}</span>
                        <span className="text-slate-600 tabular-nums">+{formatMoney(addOn.price)}</span>
                      </Label>
                    </li>
                  );
                })}
              </ul>
            )}
          />
        </fieldset>
      ) : null}

      <Field id="booking-notes" label={m.booking_notes_optional()} error={fieldErrorText(m.booking_notes_field(), errors.notes?.message)}>
        <Textarea
          id="booking-notes"
          rows={3}
          placeholder={m.booking_notes_placeholder()}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? fieldMessageId("booking-notes") : undefined}
          {...form.register("notes")}
        />
      </Field>

      <AmountsSummary
        title={m.booking_summary()}
        rows={[
          ...(amounts.hours !== null
            ? [{ label: m.booking_hours_row({ rate: formatRate(service), hours: amounts.hours }), cents: amounts.base }]
            : [{ label: m.booking_service_price(), cents: amounts.base }]),
          ...(amounts.addOns > 0 ? [{ label: m.booking_add_ons(), cents: amounts.addOns }] : []),
          { label: m.booking_subtotal(), cents: amounts.subtotal, emphasis: true },
          ...(amounts.discount > 0
            ? [
                { label: m.booking_discount_percent({ percent: discountPercent }), cents: -amounts.discount },
                { label: m.booking_total(), cents: amounts.total, emphasis: true },
              ]
            : []),
          { label: m.booking_initial_payment(), cents: amounts.initialPayment },
          { label: m.booking_remaining(), cents: amounts.remainingBalance, emphasis: !priced },
          // The spec's figures above are before tax; the tax is added to what is left.
          ...(priced && taxRate !== undefined
            ? [
                { label: taxLabel(taxRate), cents: priced.tax },
                { label: m.booking_remaining_tax(), cents: priced.due, emphasis: true },
                { label: m.booking_total_tax(), cents: priced.total },
              ]
            : []),
        ]}
        note={taxRate !== undefined ? bookingTaxNote(taxRate) : undefined}
      />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={onBack} disabled={pending}>
          <ArrowLeft aria-hidden="true" />
          {m.back()}
        </Button>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? <Spinner /> : null}
          {pending ? m.booking_completing() : m.booking_complete()}
        </Button>
      </div>
    </form>
  );
}
