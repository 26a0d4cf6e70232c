import { AppError, notFound } from "../../errors.ts";
import type { TViewer } from "../../auth/guard.ts";
import { EMERGENCY_FEE_CENTS } from "../../../shared/constants.ts";
import { businessToday } from "../../../shared/rules/dates.ts";
import type { TEmergencyDetails } from "../../../shared/schemas/emergency.ts";
import { createJobForBooking, notifyAdmins } from "../jobs/booking-jobs.ts";
import type { TPaymentProvider } from "../payments/payment-provider.ts";
import { isUniqueViolation, type TBookingsRepository, type TTx } from "../bookings/bookings.repository.ts";
import type { emergencyRepository } from "./emergency.repository.ts";
import { resumeTokens } from "./resume-token.ts";

type TDetails = Required<Omit<TEmergencyDetails, "response_time">> & { response_time: string };

// customer-side.md §4 Emergency flow and §9: the $25 fee is decided here, never by the client.
export function emergencyService(deps: {
  bookings: TBookingsRepository;
  emergency: ReturnType<typeof emergencyRepository>;
  payments: TPaymentProvider;
  /** The app secret, which signs the resume tokens. */
  secret: string;
}) {
  const tokens = resumeTokens(deps.secret);
  const jobFor = (tx: TTx, bookingId: string, details: TDetails) =>
    createJobForBooking(
      tx,
      { id: bookingId, service_id: null, ...details, scheduled_date: businessToday(), scheduled_time: details.response_time, notes: details.description },
      { title: "Emergency Service", priority: 3, estimatedHours: null, totalAmount: null },
    );
  const tellAdmins = (tx: TTx, details: TDetails) =>
    notifyAdmins(tx, {
      kind: "emergency",
      title: "Emergency request",
      body: `${details.customer_name} in ${details.service_city}: ${details.response_time}`,
      link: "/admin/jobs",
    });
  const detailColumns = (details: TDetails) => ({
    customer_name: details.customer_name,
    customer_email: details.customer_email,
    customer_phone: details.customer_phone,
    service_address: details.service_address,
    service_city: details.service_city,
    service_state: details.service_state,
    service_zip: details.service_zip,
    scheduled_time: details.response_time,
    notes: details.description,
  });

  /** Runs `write` once per key: a racing retry gets the booking the first call made. */
  async function once(key: string, write: () => Promise<string>): Promise<{ booking_id: string; replayed: boolean }> {
    try {
      return { booking_id: await write(), replayed: false };
    } catch (error) {
      if (isUniqueViolation(error)) {
        const winner = await deps.emergency.byIdempotencyKey(key);
        if (winner) return { booking_id: winner.id, replayed: true };
      }
      throw error;
    }
  }

  return {
    /** Step 2: the fee is paid and the booking exists with exactly the fields of §4. */
    async pay(input: { idempotency_key: string; is_test: boolean; customer_phone?: string; customer_email?: string }, viewer: TViewer | null) {
      const previous = await deps.emergency.byIdempotencyKey(input.idempotency_key);
      if (previous) return { booking_id: previous.id, amount: EMERGENCY_FEE_CENTS, is_test: input.is_test, resume_token: tokens.issue(previous.id), replayed: true };
      const charge = await deps.payments.charge({ amount: EMERGENCY_FEE_CENTS, isTest: input.is_test, idempotencyKey: input.idempotency_key, description: "Emergency service fee" });
      const { booking_id, replayed } = await once(input.idempotency_key, () =>
        deps.bookings.transaction(async (tx) => {
          const now = new Date();
          const [booking] = await deps.bookings.insertBooking(tx, {
            idempotency_key: input.idempotency_key,
            user_id: viewer?.user.id ?? null,
            is_emergency: true,
            emergency_fee_paid: true,
            emergency_fee_amount: EMERGENCY_FEE_CENTS,
            emergency_payment_date: now,
            customer_name: "",
            // The contact given at payment, so the business can reach a customer who never
            // finishes the details (issue 7 item 2).
            customer_phone: input.customer_phone ?? "",
            service_address: "",
            customer_email: input.customer_email ?? viewer?.user.email ?? "",
            status: "pending",
            booking_completed: false,
            subtotal: 0,
            is_test: charge.isTest,
            scheduled_date: businessToday(now),
            scheduled_time: "Emergency - ASAP",
          });
          await deps.bookings.insertPayment(tx, {
            booking_id: booking.id,
            user_id: viewer?.user.id ?? null,
            idempotency_key: input.idempotency_key,
            kind: "emergency_fee",
            amount: EMERGENCY_FEE_CENTS,
            is_test: charge.isTest,
            provider: charge.provider,
            provider_reference: charge.reference,
          });
          await notifyAdmins(tx, {
            kind: "emergency",
            title: "Emergency paid, details missing",
            body: `$${EMERGENCY_FEE_CENTS / 100} fee paid. Reach the customer at ${[input.customer_phone, input.customer_email ?? viewer?.user.email].filter(Boolean).join(" or ")}.`,
            link: "/admin",
          });
          return booking.id;
        }),
      );
      return { booking_id, amount: EMERGENCY_FEE_CENTS, is_test: charge.isTest, resume_token: tokens.issue(booking_id), replayed };
    },

    /** The browser's resume token read back: an edited or foreign token is refused. */
    async resume(token: string) {
      const id = tokens.verify(token);
      const booking = id ? await deps.emergency.resumable(id) : null;
      if (!booking) throw new AppError("FORBIDDEN", "This link to an emergency booking is not valid");
      return {
        booking_id: booking.id,
        emergency_payment_date: booking.emergency_payment_date?.toISOString() ?? null,
        needs_details: !booking.booking_completed && booking.status !== "cancelled",
      };
    },

    async pendingDetails() {
      const rows = await deps.emergency.pendingDetails();
      return { bookings: rows.map((row) => ({ ...row, emergency_payment_date: row.emergency_payment_date?.toISOString() ?? null })) };
    },

    /** Step 3: the details complete the paid booking and create a high-priority job. */
    async complete(id: string, details: TDetails, viewer: TViewer | null) {
      const booking = await deps.emergency.find(id);
      if (!booking) throw notFound("Emergency booking");
      // A booking paid while signed in belongs to that account.
      if (booking.user_id && booking.user_id !== viewer?.user.id) throw new AppError("FORBIDDEN", "This emergency booking belongs to another account");
      return deps.bookings.transaction(async (tx) => {
        const completed = await deps.emergency.complete(tx, id, detailColumns(details));
        if (!completed) throw new AppError("CONFLICT", "This emergency booking is already complete");
        const job_id = await jobFor(tx, id, details);
        await tellAdmins(tx, details);
        return { booking_id: id, job_id };
      });
    },

    /** Step 4 of §4: details without a paid booking insert a new one. */
    async createWithoutPayment(details: TDetails & { idempotency_key: string }, viewer: TViewer | null) {
      const previous = await deps.emergency.byIdempotencyKey(details.idempotency_key);
      if (previous) return { booking_id: previous.id, job_id: await deps.emergency.jobOf(previous.id), replayed: true };
      const { booking_id, replayed } = await once(details.idempotency_key, () =>
        deps.bookings.transaction(async (tx) => {
          const [booking] = await deps.bookings.insertBooking(tx, {
            ...detailColumns(details),
            idempotency_key: details.idempotency_key,
            user_id: viewer?.user.id ?? null,
            is_emergency: true,
            emergency_fee_paid: false,
            booking_completed: true,
            status: "pending",
            subtotal: 0,
            scheduled_date: businessToday(),
          });
          await jobFor(tx, booking.id, details);
          await tellAdmins(tx, details);
          return booking.id;
        }),
      );
      return { booking_id, job_id: await deps.emergency.jobOf(booking_id), replayed };
    },
  };
}
