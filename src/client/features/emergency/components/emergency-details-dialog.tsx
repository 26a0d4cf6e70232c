import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/client/lib/toast.ts";
import type { z } from "zod";
import { RESPONSE_TIMES, type TEmergencyDetails, type ZEmergencyDetails } from "@/shared/schemas/emergency.ts";
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

type TOutput = z.output<typeof ZEmergencyDetails>;

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
      toast.success("Emergency Service Booked!", { description: "We've received your emergency request and will contact you shortly." });
      onDone();
      if (timeline) void navigate(timeline);
    } catch (error) {
      applyServerFieldErrors(error, EMERGENCY_FIELDS, form.setError);
      toast.error("Booking Failed", { description: "Failed to complete your emergency booking. Please try again." });
    }
  });

  const describedBy = (id: string, hasMessage: boolean) => (hasMessage ? fieldMessageId(id) : undefined);
  const responseError = fieldErrorText("Response time", errors.response_time?.message);
  const descriptionError = fieldErrorText("Issue description", errors.description?.message);

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
          <DialogTitle>Emergency Booking Details</DialogTitle>
          <DialogDescription>Tell us who you are, where to come and what's wrong. All fields are required.</DialogDescription>
        </DialogHeader>

        {bookingId ? (
          <Alert variant="success" title="Emergency fee paid" className="mb-5">
            Complete these details so we can send a technician.
          </Alert>
        ) : null}

        <form noValidate onSubmit={(event) => void submit(event)} aria-label="Emergency booking details" className="space-y-5">
          <ContactAddressFields form="emergency" register={form.register} errors={errors} required />

          <Field id="emergency-response-time" label="Response Time" error={responseError}>
            <Select
              id="emergency-response-time"
              required
              aria-invalid={responseError ? true : undefined}
              aria-describedby={describedBy("emergency-response-time", Boolean(responseError))}
              {...form.register("response_time")}
            >
              {responseTimes.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          </Field>

          <Field id="emergency-description" label="Issue Description" error={descriptionError}>
            <Textarea
              id="emergency-description"
              rows={4}
              required
              placeholder="What happened, and where in the home? For example: water leaking under the kitchen sink."
              aria-invalid={descriptionError ? true : undefined}
              aria-describedby={describedBy("emergency-description", Boolean(descriptionError))}
              {...form.register("description")}
            />
          </Field>

          <Button type="submit" variant="accent" size="lg" className="w-full" disabled={pending}>
            {pending ? <Spinner /> : null}
            {pending ? "Booking emergency service…" : "Complete Emergency Booking"}
          </Button>
        </form>
        <OfflineNotice waiting={waitingOffline} />

        <ConfirmDialog
          open={confirmingClose}
          title="Leave without your details?"
          stayLabel="Finish now"
          leaveLabel="Finish later"
          onStay={() => setConfirmingClose(false)}
          onLeave={onClose}
        >
          Your {fee} fee is paid. Finish your details now so a technician can be dispatched, or finish later from this device: we will remind you here on your
          next visit, and we can reach you with the contact you gave at payment.
        </ConfirmDialog>
      </DialogContent>
    </Dialog>
  );
}
