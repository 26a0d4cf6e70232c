import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "@/client/lib/toast.ts";
import { useDismissWhen } from "@/client/lib/use-dismiss-when.ts";
import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { ApiError, errorMessage } from "@/client/lib/api-client.ts";
import { useAvailability } from "@/client/lib/bookings/get-availability.ts";
import { isoToLocalDate } from "@/client/lib/calendar-day.ts";
import type { TDepositPaid } from "@/shared/schemas/bookings.ts";
import { useSavedContact } from "@/client/lib/contact/saved-contact.ts";
import { useLivePayments } from "@/client/lib/payments/test-mode-switch.tsx";
import { useLastBookableDate } from "@/client/lib/settings/booking-window.ts";
import { needsNewIdempotencyKey } from "@/client/lib/idempotency.ts";
import { formatDateTime, formatMoney } from "@/client/lib/format.ts";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { ContactAddressFields } from "@/client/lib/contact/contact-address-fields.tsx";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { ConfirmDialog } from "@/client/ui/confirm-dialog.tsx";
import { paths } from "@/client/lib/paths.ts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { OfflineNotice } from "@/client/ui/offline-notice.tsx";
import { useCreateBooking } from "../api/create-booking.ts";
import { usePayDeposit } from "../api/pay-deposit.ts";
import { useDiscountPreview } from "../api/get-discount-preview.ts";
import { forgetDeposit, rememberDeposit, useResumableDeposits } from "../api/resume-deposits.ts";
import {
  BOOKING_DETAIL_FIELDS,
  bookingDetailsDefaults,
  bookingDetailsResolver,
  type TBookingDetails,
  type TBookingDetailsInput,
} from "./booking-details-form.ts";
import { firstBookableDay, startedSlots } from "./booking-dates.ts";
import { DetailsStep } from "./details-step.tsx";
import { applyServerFieldErrors } from "@/client/lib/form-errors.ts";
import type { TTimeSlot } from "@/client/ui/time-slot-picker.tsx";
import { ScheduleStep } from "./schedule-step.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { englishLang } from "@/shared/rules/content-language.ts";

type TStep = "schedule" | "details";

/** Asked in step 1, before paying: the first-booking discount is decided for them (decision 0140). */
const STEP_ONE_CONTACT = ["customer_phone", "customer_email"] as const;

const MISSING_DETAILS = "booking-missing-details";

/** A required field of step 2 left blank (the shared schema's message for one). */
const hasBlankField = (errors: FieldErrors) => Object.values(errors).some((error) => error?.message === "is required");

// customer-side.md §4 Booking dialog: step 1 picks the visit and pays the deposit on the server
// (whose answer, not a timer, says it is paid); step 2 collects the details and
// books, taking that payment. A paid step stays paid when the customer goes Back (item 12).
// Decision 0140: step 1 also asks the e-mail and phone, so the deposit charged is already the
// discounted one; a paid deposit is not left without a word, and is offered again later.
export function BookingDialog({ service, onClose }: { service: TPublicService; onClose: () => void }) {
  const saved = useSavedContact();
  const live = useLivePayments();
  const navigate = useNavigate();
  const [firstDay] = useState(firstBookableDay);
  const lastDay = isoToLocalDate(useLastBookableDate());
  const openingHours = usePublicSettings().data?.opening_hours ?? null;
  // One key per dialog session: a double click or a retry never makes two bookings.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [step, setStep] = useState<TStep>("schedule");
  const [date, setDate] = useState<string | null>(null);
  const [pickedTime, setPickedTime] = useState<TTimeSlot | null>(null);
  const [chosenTest, setIsTest] = useState(true);
  const isTest = live ? chosenTest : true;
  const [paidHere, setDeposit] = useState<TDepositPaid | null>(null);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const signedIn = useAuth().user !== null;
  // A deposit paid earlier for this service (another visit, a reload) is this booking's again;
  // one the server refused is not offered twice in this dialog.
  const resumable = useResumableDeposits();
  const [refused, setRefused] = useState<string[]>([]);
  const earlier = resumable.data?.find((paid) => paid.service_id === service.id && (live || paid.is_test) && !refused.includes(paid.deposit_id));
  const deposit = paidHere ?? earlier ?? null;
  // A double click calls pay or save twice before the pending state has rendered: one write at a time.
  const paying = useRef(false);
  const submitting = useRef(false);
  // Each step opens at its top: on a phone the dialog scrolls, and step 1 ends far down at Pay.
  const content = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // Braced: a browser's scrollTo may return a promise, which React would take for a cleanup.
    content.current?.scrollTo({ top: 0 });
  }, [step]);

  const availability = useAvailability(date, service.id);
  const startedTimes = startedSlots(date);
  const slotIsFull = availability.data?.slots.some((slot) => slot.time === pickedTime && !slot.available) ?? false;
  const time = slotIsFull || (pickedTime !== null && startedTimes.includes(pickedTime)) ? null : pickedTime;

  const form = useForm<TBookingDetailsInput, unknown, TBookingDetails>({
    resolver: bookingDetailsResolver(service),
    defaultValues: bookingDetailsDefaults(service, saved.defaults),
  });
  // The 'Missing information' toast goes once no required field is blank, in either step: the
  // contact checked before paying in step 1 is not a submit, and a toast left over from it would
  // still be leaving when step 2 asks again under its id, which sonner then drops with it.
  useDismissWhen(MISSING_DETAILS, !hasBlankField(form.formState.errors));
  const createBooking = useCreateBooking();
  const payment = usePayDeposit();

  // The saved profile may arrive after the dialog opens: it fills what the customer has not typed.
  const { ready: contactReady, defaults: contact } = saved;
  useEffect(() => {
    if (contactReady) form.reset(bookingDetailsDefaults(service, contact), { keepDirtyValues: true });
  }, [contactReady, contact, form, service]);

  const [email, phone] = useWatch({ control: form.control, name: ["customer_email", "customer_phone"] });
  const discountOn = usePublicSettings().data?.first_booking_discount.enabled ?? false;
  const discountPercent = useDiscountPreview(email, phone, discountOn && deposit === null).data?.percent ?? 0;

  // A reload or a closed tab asks first while a paid deposit waits for its booking.
  useEffect(() => {
    if (!deposit) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [deposit]);

  const pay = async () => {
    if (deposit) {
      // Step 2 books with the contact the deposit was paid with (it may have been paid on an earlier visit).
      form.setValue("customer_email", deposit.customer_email);
      form.setValue("customer_phone", deposit.customer_phone);
      setStep("details");
      return;
    }
    if (paying.current) return;
    if (!(await form.trigger(STEP_ONE_CONTACT))) {
      if (hasBlankField(form.formState.errors)) toast.error(m.missing_information(), { id: MISSING_DETAILS, description: m.fill_required_fields() });
      return;
    }
    paying.current = true;
    try {
      const paid = await payment.mutateAsync({
        idempotency_key: idempotencyKey,
        service_id: service.id,
        is_test: isTest,
        customer_email: form.getValues("customer_email"),
        customer_phone: form.getValues("customer_phone"),
      });
      rememberDeposit(paid.resume_token);
      // One toast per charge, however many answers told of it.
      toast.success(paid.is_test ? m.test_payment_successful() : m.payment_successful(), {
        id: `deposit-${paid.deposit_id}`,
        description: m.initial_payment_of({ amount: formatMoney(paid.amount) }),
      });
      setDeposit(paid);
      setStep("details");
    } catch (error) {
      // The server's answer says what happened: a declined or failed payment settles its key.
      if (needsNewIdempotencyKey(error)) setIdempotencyKey(crypto.randomUUID());
      toast.error(m.payment_failed(), { description: errorMessage(error) });
    } finally {
      paying.current = false;
    }
  };

  const close = () => {
    setConfirmingClose(false);
    setStep("schedule");
    setDate(null);
    setPickedTime(null);
    setIsTest(true);
    setDeposit(null);
    form.reset(bookingDetailsDefaults(service, saved.defaults));
    onClose();
  };

  const save = async (details: TBookingDetails) => {
    if (submitting.current || !date || !time) return;
    submitting.current = true;
    try {
      const { booking } = await createBooking.mutateAsync({
        ...details,
        // The contact the deposit's discount was decided for (decision 0140).
        ...(deposit ? { customer_email: deposit.customer_email, customer_phone: deposit.customer_phone } : {}),
        idempotency_key: idempotencyKey,
        service_id: service.id,
        scheduled_date: date,
        scheduled_time: time,
        is_test: deposit?.is_test ?? isTest,
        // The deposit paid in step 1, which the booking takes instead of charging again.
        deposit_id: deposit?.deposit_id,
      });
      if (deposit) forgetDeposit(deposit.deposit_id);
      const checkout = `${paths.checkout}?${new URLSearchParams({ bookingId: booking.id, serviceId: service.id })}`;
      toast.success(m.booking_confirmed(), {
        description: booking.is_test ? m.booking_test_created() : m.booking_contact_shortly(),
        action: { label: m.booking_view(), onClick: () => void navigate(checkout) },
        duration: 10_000,
      });
      close();
    } catch (error) {
      toast.error(m.booking_failed(), { description: errorMessage(error) });
      if (needsNewIdempotencyKey(error)) setIdempotencyKey(crypto.randomUUID());
      if (error instanceof ApiError && error.fields?.some((field) => field.field === "deposit_id")) {
        // The deposit can no longer be taken (refunded after its hold, say): pay again in step 1.
        if (deposit) setRefused((ids) => [...ids, deposit.deposit_id]);
        setDeposit(null);
        setIdempotencyKey(crypto.randomUUID());
        setStep("schedule");
      } else if (error instanceof ApiError && error.status === 409 && !error.fields?.some((field) => field.field === "idempotency_key")) {
        // The slot filled up meanwhile: choose another (the availability is refreshed). A key
        // still being processed is not that: the same key, sent again, gets its one booking.
        setPickedTime(null);
        setStep("schedule");
      } else if (error instanceof ApiError && error.fields?.some((field) => field.field.startsWith("scheduled_") || field.field === "is_test")) {
        // The date, the time or the payment mode was refused: those are chosen in step 1.
        setStep("schedule");
      } else {
        applyServerFieldErrors(error, BOOKING_DETAIL_FIELDS, form.setError);
      }
    } finally {
      submitting.current = false;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(save, (errors) => {
      if (hasBlankField(errors)) toast.error(m.missing_information(), { id: MISSING_DETAILS, description: m.fill_required_fields() });
    })(event);

  const pending = createBooking.isPending || payment.isPending;
  // Decision 0121: offline, the request waits for the connection and is sent then, closed or not.
  const waitingOffline = createBooking.isPaused || payment.isPaused;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (open || (pending && !waitingOffline)) return;
        // A paid deposit is never left without a word (as the emergency's details dialog does),
        // unless its booking is already on its way (offline, it is sent when the connection is back).
        if (deposit && !waitingOffline) setConfirmingClose(true);
        else close();
      }}
    >
      <DialogContent ref={content} className="max-sm:p-4 sm:max-w-3xl sm:p-6" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{m.book_a_service()}</DialogTitle>
          <DialogDescription>
            <span className="font-semibold text-slate-800" lang={englishLang(service, "name")}>
              {service.name}
            </span>
            <span aria-hidden="true"> · </span>
            <span>{step === "details" ? m.booking_step_details() : m.booking_step_schedule()}</span>
          </DialogDescription>
        </DialogHeader>

        {step === "details" && date && time ? (
          <DetailsStep
            service={service}
            form={form}
            date={date}
            time={time}
            pending={pending}
            discountPercent={deposit?.discount_percent ?? 0}
            onBack={() => setStep("schedule")}
            onSubmit={submit}
          />
        ) : (
          <ScheduleStep
            service={service}
            firstDay={firstDay}
            lastDay={lastDay}
            openingHours={openingHours}
            date={date}
            time={time}
            isTest={deposit?.is_test ?? isTest}
            paid={deposit}
            contact={
              deposit ? (
                <p className="text-sm text-slate-700">{m.booking_paid_with({ email: deposit.customer_email, phone: deposit.customer_phone })}</p>
              ) : (
                <ContactAddressFields
                  form="booking"
                  legend={m.booking_email_phone()}
                  register={form.register}
                  errors={form.formState.errors}
                  only={STEP_ONE_CONTACT}
                />
              )
            }
            discountPercent={discountPercent}
            availability={availability.data}
            startedTimes={startedTimes}
            availabilityLoading={availability.isFetching}
            paying={payment.isPending}
            onDateChange={(next) => {
              setDate(next);
              setPickedTime(null);
            }}
            onTimeChange={setPickedTime}
            onTestChange={setIsTest}
            onPay={() => void pay()}
          />
        )}
        <OfflineNotice waiting={waitingOffline} />

        {deposit ? (
          <ConfirmDialog
            open={confirmingClose}
            title={m.booking_leave_title()}
            stayLabel={m.booking_finish_now()}
            leaveLabel={m.booking_finish_later()}
            onStay={() => setConfirmingClose(false)}
            onLeave={close}
          >
            {(signedIn ? m.booking_leave_text_signed_in : m.booking_leave_text_guest)({
              amount: formatMoney(deposit.amount),
              until: formatDateTime(deposit.held_until),
            })}
          </ConfirmDialog>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
