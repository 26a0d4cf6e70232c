import { AppError, notFound } from "../../errors.ts";
import { TIME_SLOTS } from "../../../shared/constants.ts";
import { bookingAmounts, isHourly, minHoursOf, remainingBalance } from "../../../shared/rules/pricing.ts";
import { firstBookingDiscountPercent, phoneKey } from "../../../shared/rules/discount.ts";
import { lastBookableDate, slotHasPassed } from "../../../shared/rules/dates.ts";
import type { TCreateBookingRequest } from "../../../shared/schemas/bookings.ts";
import type { TViewer } from "../../auth/guard.ts";
import type { TMailer } from "../../mail/mailer.ts";
import { bookingTemplates } from "../../mail/templates.ts";
import { createJobForBooking, notifyAdmins } from "../jobs/booking-jobs.ts";
import { liveUnavailable, type TPaymentProvider } from "../payments/payment-provider.ts";
import type { TCollectPayment } from "../payments/collect-payment.ts";
import { paymentsRepository } from "../payments/payments.repository.ts";
import { idempotentRequest, type TIdempotencyService, type TStoredResponse } from "../idempotency/idempotency.service.ts";
import type { TBusinessSettings } from "../../../shared/schemas/settings.ts";
import type { TBookingsRepository } from "./bookings.repository.ts";

type TParsedBooking = Omit<TCreateBookingRequest, "is_test" | "add_on_ids"> & { is_test: boolean; add_on_ids: string[] };
type TBookingRow = Awaited<ReturnType<TBookingsRepository["insertBooking"]>>[number];
/** A response to send as it is: the first one, or the stored one again (`replayed`). */
export type TIdempotentReply = TStoredResponse & { replayed: boolean };

export const SLOT_TAKEN = "This time slot is no longer available. Please choose another.";

/** Issue #3 Capacity: active technicians per slot, lowered by the admin setting when set. */
export async function slotCapacity(repository: TBookingsRepository, settings: () => Promise<TBusinessSettings>) {
  const [technicianCount, business] = await Promise.all([repository.activeTechnicianCount(), settings()]);
  const cap = business.max_bookings_per_slot;
  return cap === null ? technicianCount : Math.min(technicianCount, cap);
}

export function bookingsService(deps: {
  repository: TBookingsRepository;
  payments: TPaymentProvider;
  idempotency: TIdempotencyService;
  collect: TCollectPayment;
  mailer: TMailer;
  settings: () => Promise<TBusinessSettings>;
}) {
  const { repository } = deps;

  return {
    async availability(date: string) {
      const [capacity, booked, business] = await Promise.all([slotCapacity(repository, deps.settings), repository.bookedPerSlot(date), deps.settings()]);
      const beyondWindow = date > lastBookableDate(business.booking_window_days);
      return {
        date,
        capacity,
        slots: TIME_SLOTS.map((time) => {
          const remaining = beyondWindow || slotHasPassed(date, time) ? 0 : Math.max(0, capacity - (booked.get(time) ?? 0));
          return { time, available: remaining > 0, remaining };
        }),
      };
    },

    /**
     * Records the booking and its deposit payment as pending in one transaction, takes the
     * deposit after it commits, then marks both paid and creates the job (customer-side.md §4
     * and §9; issue 8 fault 4). Every amount comes from the catalogue, never the client.
     * A repeated idempotency key gets the first response again instead of a second booking.
     */
    async create(input: TParsedBooking, viewer: TViewer | null): Promise<TIdempotentReply> {
      const request = idempotentRequest("booking.create", viewer, input);
      const previous = await deps.idempotency.previous(request);
      if (previous) return { ...previous, replayed: true };

      assertSlotAhead(input.scheduled_date, input.scheduled_time);
      const business = await deps.settings();
      assertWithinWindow(input.scheduled_date, business.booking_window_days);
      if (!deps.payments.accepts(input.is_test)) throw liveUnavailable();
      const service = await repository.serviceForBooking(input.service_id);
      if (!service) throw new AppError("VALIDATION_ERROR", "service_id: no such service", [{ field: "service_id", message: "no such service" }]);
      const hourly = isHourly(service);
      if (hourly && input.estimated_hours !== undefined && input.estimated_hours < minHoursOf(service)) {
        const message = `must be at least ${minHoursOf(service)}`;
        throw new AppError("VALIDATION_ERROR", `estimated_hours: ${message}`, [{ field: "estimated_hours", message }]);
      }
      const uniqueAddOnIds = [...new Set(input.add_on_ids)];
      const addOns = await repository.addOnsOf(service.id, uniqueAddOnIds);
      if (addOns.length !== uniqueAddOnIds.length) {
        throw new AppError("VALIDATION_ERROR", "add_on_ids: an add-on does not belong to this service", [
          { field: "add_on_ids", message: "an add-on does not belong to this service" },
        ]);
      }
      const capacity = await slotCapacity(repository, async () => business);
      const phone = phoneKey(input.customer_phone);

      const pending = await repository.transaction(async (tx) => {
        const recordId = await deps.idempotency.claim(tx, request, request.hash);
        if (!recordId) return null; // a twin with this key committed first
        await repository.lockSlot(tx, input.scheduled_date, input.scheduled_time);
        const booked = (await repository.bookedPerSlot(input.scheduled_date, tx)).get(input.scheduled_time) ?? 0;
        if (booked >= capacity) throw new AppError("CONFLICT", SLOT_TAKEN, [{ field: "scheduled_time", message: "is no longer available" }]);
        // Issue 7 §3: whether this is the customer's first booking is decided here, under their lock.
        await repository.lockCustomer(tx, input.customer_email, phone);
        const discountPercent = firstBookingDiscountPercent(business.first_booking_discount, await repository.isFirstBooking(input.customer_email, phone, tx));
        const amounts = bookingAmounts(service, hourly ? (input.estimated_hours ?? null) : null, addOns.map((addOn) => addOn.price), discountPercent);

        const [created] = await repository.insertBooking(tx, {
          service_id: service.id,
          user_id: viewer?.user.id ?? null,
          idempotency_key: recordId,
          customer_name: input.customer_name,
          customer_email: input.customer_email,
          customer_phone: input.customer_phone,
          service_address: input.service_address,
          service_city: input.service_city ?? null,
          service_state: input.service_state ?? null,
          service_zip: input.service_zip ?? null,
          scheduled_date: input.scheduled_date,
          scheduled_time: input.scheduled_time,
          estimated_hours: amounts.hours,
          add_on_ids: uniqueAddOnIds,
          subtotal: amounts.subtotal,
          discount_amount: amounts.discount,
          notes: input.notes ?? null,
          status: "pending",
          is_test: input.is_test,
          initial_payment_amount: amounts.initialPayment,
          initial_payment_status: "pending",
          booking_completed: true,
        });
        const [payment] = await paymentsRepository.insertPending(tx, {
          booking_id: created.id,
          user_id: viewer?.user.id ?? null,
          idempotency_key: recordId,
          kind: "deposit",
          amount: amounts.initialPayment,
          is_test: input.is_test,
        });
        return { recordId, paymentId: payment.id, booking: created, amounts, discountPercent };
      });
      if (!pending) return { ...(await deps.idempotency.ofTwin(request)), replayed: true };

      const { booking, amounts, discountPercent } = pending;
      const response = await deps.collect(
        { paymentId: pending.paymentId, recordId: pending.recordId, amount: amounts.initialPayment, isTest: input.is_test, description: `Deposit for ${service.name}` },
        {
          paid: async (tx, charge) => {
            await repository.markDepositPaid(tx, booking.id, charge.isTest);
            await createJobForBooking(
              tx,
              { ...booking, ...input, service_city: input.service_city ?? null, service_state: input.service_state ?? null, service_zip: input.service_zip ?? null, notes: input.notes ?? null, service_id: service.id },
              {
                title: service.name,
                priority: 2,
                estimatedHours: amounts.hours ?? (service.estimated_duration_minutes ? service.estimated_duration_minutes / 60 : null),
                totalAmount: amounts.total,
              },
            );
            await notifyAdmins(tx, {
              kind: "booking",
              title: "New booking",
              body: `${service.name} on ${input.scheduled_date} at ${input.scheduled_time} for ${input.customer_name}`,
              link: "/admin/jobs",
            });
            // Queued with the payment's success: sent once it commits, never for a booking whose deposit failed.
            await deps.mailer.enqueue(
              bookingTemplates.bookingReceived(input.customer_email, { ...booking, service_name: service.name, discount_percent: discountPercent, remaining_balance: amounts.remainingBalance }),
              tx,
            );
            return { status: 201, body: { booking: reply({ ...booking, is_test: charge.isTest }) } };
          },
          failed: (tx) => repository.markDepositFailed(tx, booking.id),
        },
      );
      return { ...response, replayed: false };
    },

    async summary(id: string) {
      const row = await repository.summary(id);
      if (!row) throw notFound("Booking");
      const { add_on_ids: _ids, ...rest } = row;
      return { ...rest, remaining_balance: remainingBalance(row), created_at: row.created_at.toISOString() };
    },

    /** Issue 7 §3: the discount a booking with these contact details would get now (the server decides again at booking). */
    async discountPreview(email: string, phone: string) {
      const business = await deps.settings();
      const setting = business.first_booking_discount;
      if (!setting.enabled) return { percent: 0 };
      return { percent: firstBookingDiscountPercent(setting, await repository.isFirstBooking(email, phoneKey(phone))) };
    },
  };
}

function reply(row: TBookingRow) {
  return { ...row, service_id: row.service_id!, remaining_balance: remainingBalance(row) };
}

/** Issue 8 fault 8: a booking is made, or moved, at most `booking_window_days` ahead. */
export function assertWithinWindow(date: string, windowDays: number) {
  const last = lastBookableDate(windowDays);
  if (date > last) {
    const message = `must be within ${windowDays} days from today (on or before ${last})`;
    throw new AppError("VALIDATION_ERROR", `scheduled_date: ${message}`, [{ field: "scheduled_date", message }]);
  }
}

/** A slot of today that has already started cannot be booked (or moved to). */
export function assertSlotAhead(date: string, time: string) {
  if (slotHasPassed(date, time)) {
    throw new AppError("VALIDATION_ERROR", "scheduled_time: has already passed today", [{ field: "scheduled_time", message: "has already passed today" }]);
  }
}
