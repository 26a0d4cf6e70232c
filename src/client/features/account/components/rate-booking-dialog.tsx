import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/client/lib/toast.ts";
import type { z } from "zod";
import { ZRateBookingRequest, type TMyBooking } from "@/shared/schemas/account.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { formatServiceDate } from "@/client/lib/calendar-day.ts";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { Textarea } from "@/client/ui/textarea.tsx";
import { useRateBooking, type TRateBookingRequest } from "../api/rate-booking.ts";
import { StarInput } from "./star-input.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { bookedService } from "@/client/lib/service-name.ts";

type TRateInput = z.input<typeof ZRateBookingRequest>;

const RATING_LABEL_ID = "rate-rating-label";
const RATING_MESSAGE_ID = "rate-rating-message";

/** Rate Service: a verified review of the service, once per completed booking. */
export function RateBookingDialog({ booking, onClose }: { booking: TMyBooking; onClose: () => void }) {
  const rate = useRateBooking();
  const form = useForm<TRateInput, unknown, TRateBookingRequest>({
    resolver: zodResolver(ZRateBookingRequest),
    defaultValues: { rating: 0, review_text: "" },
  });
  const { errors } = form.formState;

  // Opened by the review request's link, the dialog exists only while the list says the booking
  // can be rated, and the list is read again before mutate's own callbacks would run: awaited here.
  const onSubmit = form.handleSubmit(async (values) => {
    if (rate.isPending) return;
    try {
      await rate.mutateAsync({ id: booking.id, rating: values.rating, review_text: values.review_text || undefined });
      toast.success(m.mybookings_review_thanks(), { description: m.mybookings_review_posted({ service: bookedService(booking).name }) });
      onClose();
    } catch (error) {
      toast.error(m.mybookings_review_failed(), { description: errorMessage(error) });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !rate.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.mybookings_rate()}</DialogTitle>
          <DialogDescription>
            {m.mybookings_rate_question({ service: bookedService(booking).name, day: formatServiceDate(booking.scheduled_date) })}
          </DialogDescription>
        </DialogHeader>

        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={m.mybookings_rate_form_label()}>
          <div className="space-y-1.5">
            <p id={RATING_LABEL_ID} className="text-sm font-medium text-slate-800">
              {m.mybookings_your_rating()}
            </p>
            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => (
                <StarInput
                  value={typeof field.value === "number" ? field.value : 0}
                  onChange={field.onChange}
                  labelledBy={RATING_LABEL_ID}
                  invalid={Boolean(errors.rating)}
                  describedBy={errors.rating ? RATING_MESSAGE_ID : undefined}
                  disabled={rate.isPending}
                />
              )}
            />
            {errors.rating ? (
              <p id={RATING_MESSAGE_ID} className="text-sm font-medium text-red-700">
                {m.mybookings_choose_stars()}
              </p>
            ) : null}
          </div>

          <Field
            id="rate-review-text"
            label={m.mybookings_review_label()}
            error={errors.review_text?.message ? m.mybookings_review_error({ reason: errors.review_text.message }) : undefined}
          >
            <Textarea
              id="rate-review-text"
              maxLength={2000}
              placeholder={m.mybookings_review_placeholder()}
              aria-invalid={errors.review_text ? true : undefined}
              aria-describedby={errors.review_text ? fieldMessageId("rate-review-text") : undefined}
              disabled={rate.isPending}
              {...form.register("review_text")}
            />
          </Field>

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={rate.isPending} onClick={onClose}>
              {m.mybookings_cancel()}
            </Button>
            <Button type="submit" variant="accent" disabled={rate.isPending}>
              {rate.isPending ? <Spinner /> : null}
              {rate.isPending ? m.mybookings_submitting() : m.mybookings_submit_review()}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
