import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { RESPONSE_TIMES, type TEmergencyDetails, type ZEmergencyDetails } from "@/shared/schemas/emergency.ts";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Select } from "@/client/ui/select.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { Textarea } from "@/client/ui/textarea.tsx";
import { useCompleteEmergencyBooking } from "../api/complete-emergency-booking.ts";
import { useCreateEmergencyBooking } from "../api/create-emergency-booking.ts";
import { EMERGENCY_FIELDS, EMERGENCY_TEXT_FIELDS, emergencyDefaults, emergencyDetailsResolver } from "./emergency-details-form.ts";
import { applyServerFieldErrors, fieldErrorText } from "@/client/lib/form-errors.ts";

type TOutput = z.output<typeof ZEmergencyDetails>;

// customer-side.md §2 Emergency dialogs (3) and §4 steps 3-4: complete the paid booking, or
// insert a new one when there is no booking id.
export function EmergencyDetailsDialog({ bookingId, onDone, onClose }: { bookingId?: string; onDone: () => void; onClose: () => void }) {
  const { user } = useAuth();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const complete = useCompleteEmergencyBooking();
  const create = useCreateEmergencyBooking();
  const pending = complete.isPending || create.isPending;
  const form = useForm<TEmergencyDetails, unknown, TOutput>({ resolver: emergencyDetailsResolver, defaultValues: emergencyDefaults(user) });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (details) => {
    if (pending) return;
    try {
      if (bookingId) await complete.mutateAsync({ bookingId, details });
      else await create.mutateAsync({ ...details, idempotency_key: idempotencyKey });
      toast.success("Emergency Service Booked!", { description: "We've received your emergency request and will contact you shortly." });
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, EMERGENCY_FIELDS, form.setError);
      toast.error("Booking Failed", { description: "Failed to complete your emergency booking. Please try again." });
    }
  });

  const describedBy = (id: string, hasMessage: boolean) => (hasMessage ? fieldMessageId(id) : undefined);
  const responseError = fieldErrorText("Response time", errors.response_time?.message);
  const descriptionError = fieldErrorText("Issue description", errors.description?.message);

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
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
          <div className="grid gap-4 sm:grid-cols-2">
            {EMERGENCY_TEXT_FIELDS.map((field) => {
              const id = `emergency-${field.name.replace("_", "-")}`;
              const error = fieldErrorText(field.label, errors[field.name]?.message);
              return (
                <div key={field.name} className={field.className}>
                  <Field id={id} label={field.label} error={error}>
                    <Input
                      id={id}
                      type={field.type ?? "text"}
                      autoComplete={field.autoComplete}
                      maxLength={field.maxLength}
                      inputMode={field.numeric ? "numeric" : undefined}
                      required
                      aria-invalid={error ? true : undefined}
                      aria-describedby={describedBy(id, Boolean(error))}
                      {...form.register(field.name)}
                    />
                  </Field>
                </div>
              );
            })}
          </div>

          <Field id="emergency-response-time" label="Response Time" error={responseError}>
            <Select
              id="emergency-response-time"
              required
              aria-invalid={responseError ? true : undefined}
              aria-describedby={describedBy("emergency-response-time", Boolean(responseError))}
              {...form.register("response_time")}
            >
              {RESPONSE_TIMES.map((option) => (
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
      </DialogContent>
    </Dialog>
  );
}
