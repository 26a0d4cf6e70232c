import type { ReactNode } from "react";
import { ArrowRight, CalendarCheck, CircleCheck, CreditCard } from "lucide-react";
import { RefundPolicyNote } from "@/client/lib/settings/refund-policy-note.tsx";
import { slotWithZone } from "@/shared/rules/business-time.ts";
import { toast } from "@/client/lib/toast.ts";
import type { TAvailability, TDepositPaid } from "@/shared/schemas/bookings.ts";
import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { bookingAmounts, initialPayment, isHourly, minHoursOf } from "@/shared/rules/pricing.ts";
import { bookingLedger, bookingTaxNote, taxLabel } from "@/shared/rules/ledger.ts";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { formatBookingDate, isoToLocalDate, localDateToIso } from "@/client/lib/calendar-day.ts";
import { formatDateTime, formatMoney, formatRate } from "@/client/lib/format.ts";
import { useDismissWhen } from "@/client/lib/use-dismiss-when.ts";
import { Button } from "@/client/ui/button.tsx";
import { Calendar } from "@/client/ui/calendar.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { TestModeSwitch } from "@/client/lib/payments/test-mode-switch.tsx";
import { TimeSlotPicker, type TTimeSlot } from "@/client/ui/time-slot-picker.tsx";
import { AmountsSummary } from "./amounts-summary.tsx";
import { TIME_SLOTS } from "@/shared/constants.ts";
import { hoursOn, slotIsOpen, type TOpeningHours } from "@/shared/rules/business-hours.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

type TScheduleStepProps = {
  service: TPublicService;
  firstDay: Date;
  /** The end of the booking window (settings' booking_window_days): later days are disabled. */
  lastDay: Date;
  /** Decision 0150: days closed for booking (emergencies only, holidays) cannot be picked. */
  openingHours: TOpeningHours | null;
  date: string | null;
  time: TTimeSlot | null;
  isTest: boolean;
  /** The deposit the server confirmed: step 1 stays paid. */
  paid: TDepositPaid | null;
  /** The e-mail and phone the first-booking discount is decided for, before paying (decision 0140). */
  contact: ReactNode;
  /** The first-booking discount these contact details would get (the server decides it at payment). */
  discountPercent: number;
  availability: TAvailability | undefined;
  startedTimes: string[];
  availabilityLoading: boolean;
  paying: boolean;
  onDateChange: (date: string | null) => void;
  onTimeChange: (time: TTimeSlot) => void;
  onTestChange: (isTest: boolean) => void;
  onPay: () => void;
};

const MISSING_SCHEDULE = "booking-missing-schedule";

/** A day with no booking hours: a day of emergencies only, or a holiday (the server refuses it too). */
function closedForBooking(day: Date, opening: TOpeningHours | null): boolean {
  return opening !== null && hoursOn(localDateToIso(day), opening) === null;
}

// customer-side.md §4 Booking dialog step 1 and §5: date, time, test toggle, pay; and the e-mail
// and phone the first-booking discount needs, so the card is charged the right amount once (decision 0140).
export function ScheduleStep(props: TScheduleStepProps) {
  const { service, firstDay, lastDay, date, time, isTest, paying, paid } = props;
  const fullDeposit = initialPayment(service);
  const discountPercent = paid ? paid.discount_percent : props.discountPercent;
  // The amount the server charges: the deposit of the minimum, discounted as the booking will be.
  const minimum = bookingAmounts(service, null, [], discountPercent);
  const deposit = paid ? paid.amount : minimum.initialPayment;
  // Decision 0146: the price of the minimum booking with tax at the business's rate, by the
  // ledger's own rule, so the customer knows before paying what the deposit is part of.
  const taxRate = usePublicSettings().data?.tax_rate_percent;
  const priced =
    taxRate === undefined
      ? null
      : bookingLedger({ lines: [{ description: service.name, amount: minimum.base }], discount: minimum.discount, deposit, taxRatePercent: taxRate });
  const ready = date !== null && time !== null;
  useDismissWhen(MISSING_SCHEDULE, ready);

  const pay = () => {
    if (paying) return;
    if (!ready) {
      toast.error(m.missing_information(), { id: MISSING_SCHEDULE, description: m.select_date_time() });
      return;
    }
    props.onPay();
  };

  const depositRows = [
    isHourly(service)
      ? { label: m.booking_minimum_row({ rate: formatRate(service), hours: minHoursOf(service) }), cents: fullDeposit }
      : { label: m.booking_service_price(), cents: service.base_price },
    ...(deposit < fullDeposit ? [{ label: m.booking_discount_percent({ percent: discountPercent }), cents: deposit - fullDeposit }] : []),
    ...(priced && taxRate !== undefined
      ? [
          { label: taxLabel(taxRate), cents: priced.tax },
          { label: isHourly(service) ? m.booking_total_tax_minimum() : m.booking_total_tax(), cents: priced.total },
        ]
      : []),
    { label: paid ? m.booking_initial_payment() : m.booking_initial_payment_due(), cents: deposit, emphasis: true },
    ...(priced ? [{ label: m.booking_remaining_tax(), cents: priced.due }] : []),
  ];

  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-[auto_1fr]">
        <div>
          <p id="booking-date-label" className="mb-2 text-sm font-medium text-slate-800">
            {m.booking_date()}
          </p>
          <div role="group" aria-labelledby="booking-date-label" className="rounded-xl border border-slate-200 p-2 sm:p-3">
            <Calendar
              mode="single"
              selected={date ? isoToLocalDate(date) : undefined}
              onSelect={(day) => props.onDateChange(day ? localDateToIso(day) : null)}
              disabled={paying ? true : [{ before: firstDay }, { after: lastDay }, (day: Date) => closedForBooking(day, props.openingHours)]}
              startMonth={firstDay}
              endMonth={lastDay}
              defaultMonth={date ? isoToLocalDate(date) : firstDay}
            />
          </div>
        </div>
        <TimeSlotPicker
          label={m.booking_time()}
          value={time}
          onChange={props.onTimeChange}
          availability={props.availability}
          started={props.startedTimes}
          closed={date && props.openingHours ? TIME_SLOTS.filter((slot) => !slotIsOpen(date, slot, props.openingHours!)) : []}
          loading={props.availabilityLoading}
          disabled={paying}
        />
      </div>

      {date && time ? (
        <p className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">
          <CalendarCheck aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {m.format_visit_at({ day: formatBookingDate(date), time: slotWithZone(time) })}
        </p>
      ) : null}

      <TestModeSwitch
        id="booking-test-mode"
        isTest={isTest}
        onChange={props.onTestChange}
        disabled={paying || paid !== null}
        liveHint={m.booking_card_charged()}
      />

      {props.contact}

      <AmountsSummary title={m.booking_payment()} rows={depositRows} />
      <p className="-mt-3 text-xs text-slate-600">
        {isHourly(service) ? m.booking_balance_due_hourly() : m.booking_balance_due()}
        {taxRate !== undefined ? ` ${bookingTaxNote(taxRate)}` : null}
      </p>
      <RefundPolicyNote className="-mt-3" />

      {paid ? (
        <>
          <p role="status" className="flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-900">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-green-700" />
            {`${m.booking_payment_received_of({ amount: formatMoney(paid.amount) })}${paid.is_test ? m.booking_test_suffix() : ""}`}
          </p>
          <p className="-mt-3 text-xs text-slate-600">{m.booking_kept_until({ until: formatDateTime(paid.held_until) })}</p>
          <Button
            size="lg"
            className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            aria-disabled={!ready ? true : undefined}
            onClick={pay}
          >
            {m.continue()}
            <ArrowRight aria-hidden="true" />
          </Button>
        </>
      ) : (
        <Button
          size="lg"
          variant="accent"
          className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          aria-disabled={!ready || paying ? true : undefined}
          onClick={pay}
        >
          {paying ? <Spinner /> : <CreditCard aria-hidden="true" />}
          {paying ? m.booking_processing() : (isTest ? m.booking_pay_test : m.booking_pay)({ amount: formatMoney(deposit) })}
        </Button>
      )}
      {paying ? (
        <p role="status" className="sr-only">
          {m.booking_processing()}
        </p>
      ) : null}
    </div>
  );
}
