import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/client/lib/toast.ts";
import type { z } from "zod";
import type { TEmergencyDetails, ZEmergencyDetails } from "@/shared/schemas/emergency.ts";
import { RESPONSE_TIMES } from "@/shared/rules/emergency-promise.ts";
import { EMERGENCY_FEE_CENTS } from "@/shared/constants.ts";
import { emergencyTimelinePath, openResponseTimes } from "@/shared/rules/emergency-promise.ts";
import { ContactAddressFields } from "@/client/lib/contact/contact-address-fields.tsx";
import { useSavedContact } from "@/client/lib/contact/saved-contact.ts";
import { formatMoney } from "@/client/lib/format.ts";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { ConfirmDialog } from "@/client/ui/confirm-dialog.tsx";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Select } from "@/client/ui/select.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { Textarea } from "@/client/ui/textarea.tsx";
import { OfflineNotice } from "@/client/ui/offline-notice.tsx";
import { useCompleteEmergencyBooking } from "../api/complete-emergency-booking.ts";
import { useCreateEmergencyBooking } from "../api/create-emergency-booking.ts";
import { forgetResumeToken, resumeTokenFor, usePaidContact } from "../api/emergency-resume.ts";
import { useNavigate } from "react-router";
import { EMERGENCY_FIELDS, emergencyDefaults, emergencyDetailsResolver } from "./emergency-details-form.ts";
import { applyServerFieldErrors, fieldErrorText } from "@/client/lib/form-errors.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

type TOutput = z.output<typeof ZEmergencyDetails>;

// The options' values stay the spec's English (the server and the office read them); their text
// is said in the page's language.
const RESPONSE_TIME_LABELS: Record<(typeof RESPONSE_TIMES)[number], () => string> = {
  "ASAP (Within 2 hours)": m.emergency_response_asap,
  "Within 4 hours": m.emergency_response_4h,
  "Within 6 hours": m.emergency_response_6h,
  "Today - Morning (8AM-12PM)": m.emergency_response_morning,
  "Today - Afternoon (12PM-5PM)": m.emergency_response_afternoon,
  "Today - Evening (5PM-9PM)": m.emergency_response_evening,
};

/** The contact typed on the payment step, or given at payment and read back with the resume token. */
export type TPaidContact = { customer_phone: string; customer_email: string; service_city?: string };

// customer-side.md §2 Emergency dialogs (3) and §4 steps 3-4: complete the paid booking, or
// insert a new one when there is no booking id.
export function EmergencyDetailsDialog({
  bookingId,
  paidContact,
  followTimeline = false,
  onDone,
  onClose,
}: {
  bookingId?: string;
  paidContact?: TPaidContact;
  /** Go on to the emergency's timeline page once its details are in (the flow just paid). */
  followTimeline?: boolean;
  onDone: () => void;
  onClose: () => void;
}) {
  const saved = useSavedContact();
  const navigate = useNavigate();
  // Reopened later (the dashboard's Complete Booking), the contact given at payment is read back.
  const readBack = usePaidContact(paidContact ? undefined : bookingId);
  const given = paidContact ?? readBack;
  const fee = formatMoney(usePublicSettings().data?.emergency_fee_cents ?? EMERGENCY_FEE_CENTS);
  // A paid booking is not closed without a word; the visitor may finish later.
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  // A window of today that has already ended is not offered (the server refuses it too).
  const [responseTimes] = useState(() => openResponseTimes(RESPONSE_TIMES));
  const complete = useCompleteEmergencyBooking();
  const create = useCreateEmergencyBooking();
  const pending = complete.isPending || create.isPending;
  // Decision 0121: offline, the details wait for the connection and are sent then, closed or not.
  const waitingOffline = complete.isPaused || create.isPaused;
  const form = useForm<TEmergencyDetails, unknown, TOutput>({ resolver: emergencyDetailsResolver, defaultValues: emergencyDefaults(saved.defaults, given) });
  const { errors } = form.formState;

  // The saved profile and the contact read back may arrive after the dialog opens: they fill what
  // the customer has not typed.
  const { ready: contactReady, defaults: contact } = saved;
  useEffect(() => {
    if (contactReady) form.reset(emergencyDefaults(contact, given), { keepDirtyValues: true });
  }, [contactReady, contact, given, form]);

  const submit = form.handleSubmit(async (details) => {
    if (pending) return;
    try {
      let timeline: string | null = null;
      if (bookingId) {
        await complete.mutateAsync({ bookingId, details });
        // The timeline page follows the paid emergency from here (a guest's by its signed token).
        if (followTimeline) timeline = emergencyTimelinePath(bookingId, resumeTokenFor(bookingId));
        forgetResumeToken(bookingId);
      } else await create.mutateAsync({ ...details, idempotency_key: idempotencyKey });
      toast.success(m.emergency_booked(), { description: m.emergency_booked_text() });
      onDone();
      if (timeline) void navigate(timeline);
    } catch (error) {
      applyServerFieldErrors(error, EMERGENCY_FIELDS, form.setError);
      toast.error(m.emergency_booking_failed(), { description: m.emergency_booking_failed_text() });
    }
  });

  const describedBy = (id: string, hasMessage: boolean) => (hasMessage ? fieldMessageId(id) : undefined);
  const responseError = fieldErrorText(m.emergency_response_time_error(), errors.response_time?.message);
  const descriptionError = fieldErrorText(m.emergency_issue_description_error(), errors.description?.message);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (open || (pending && !waitingOffline)) return;
        if (bookingId) setConfirmingClose(true);
        else onClose();
      }}
    >
      <DialogContent className="max-sm:p-4 sm:max-w-2xl sm:p-6" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{m.emergency_details_title()}</DialogTitle>
          <DialogDescription>{m.emergency_details_description()}</DialogDescription>
        </DialogHeader>

        {bookingId ? (
          <Alert variant="success" title={m.emergency_fee_paid_title()} className="mb-5">
            {m.emergency_fee_paid_text()}
          </Alert>
        ) : null}

        <form noValidate onSubmit={(event) => void submit(event)} aria-label={m.emergency_details_form()} className="space-y-5">
          <ContactAddressFields form="emergency" register={form.register} errors={errors} required />

          <Field id="emergency-response-time" label={m.emergency_response_time()} error={responseError}>
            <Select
              id="emergency-response-time"
              required
              aria-invalid={responseError ? true : undefined}
              aria-describedby={describedBy("emergency-response-time", Boolean(responseError))}
              {...form.register("response_time")}
            >
              {responseTimes.map((option) => (
                <option key={option} value={option}>
                  {RESPONSE_TIME_LABELS[option]()}
                </option>
              ))}
            </Select>
          </Field>

          <Field id="emergency-description" label={m.emergency_issue_description()} error={descriptionError}>
            <Textarea
              id="emergency-description"
              rows={4}
              required
              placeholder={m.emergency_issue_placeholder()}
              aria-invalid={descriptionError ? true : undefined}
              aria-describedby={describedBy("emergency-description", Boolean(descriptionError))}
              {...form.register("description")}
            />
          </Field>

          <Button type="submit" variant="accent" size="lg" className="w-full" disabled={pending}>
            {pending ? <Spinner /> : null}
            {pending ? m.emergency_booking_pending() : m.emergency_complete_booking()}
          </Button>
        </form>
        <OfflineNotice waiting={waitingOffline} />

        <ConfirmDialog
          open={confirmingClose}
          title={m.emergency_leave_title()}
          stayLabel={m.booking_finish_now()}
          leaveLabel={m.booking_finish_later()}
          onStay={() => setConfirmingClose(false)}
          onLeave={onClose}
        >
          {m.emergency_leave_text({ fee })}
        </ConfirmDialog>
      </DialogContent>
    </Dialog>
  );
}
