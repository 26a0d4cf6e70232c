import { RESPONSE_WINDOW_PASSED } from "../../../shared/rules/refusals.ts";
import { AppError, fieldError, notFound } from "../../errors.ts";
import { responseWindowHasPassed } from "../../../shared/rules/emergency-promise.ts";
import type { TViewer } from "../../auth/guard.ts";
import { businessToday } from "../../../shared/rules/dates.ts";
import { LANDFALL_PAUSED, landfallPaused, type TStormPhase } from "../../../shared/rules/storm.ts";
import type { TEmergencyDetails } from "../../../shared/schemas/emergency.ts";
import type { TJobsService } from "../jobs/jobs.service.ts";
import type { TNotifier } from "../notifications/notifier.ts";
import { liveUnavailable, type TPaymentProvider } from "../payments/payment-provider.ts";
import type { TCollectPayment, TOutcome } from "../payments/collect-payment.ts";
import type { TPaymentReceipts } from "../payments/payment-receipts.ts";
import { paymentRecords } from "../payments/payments.ts";
import { idempotentRequest, type TIdempotencyService, type TIdempotentReply } from "../idempotency/idempotency.service.ts";
import type { TBookingWrites } from "../bookings/bookings.ts";
import type { TTx } from "../../db/tx.ts";
import type { emergencyRepository } from "./emergency.repository.ts";
import { resumeTokens } from "./resume-token.ts";
import { bookingReference } from "../../../shared/rules/booking-status.ts";
import { emergencyTimelinePath } from "../../../shared/rules/emergency-promise.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { BASE_LOCALE, type TLocale } from "../../../shared/i18n/locale.ts";

type TDetails = Required<Omit<TEmergencyDetails, "response_time">> & { response_time: string };

/** A window of today that has ended on the business's clock cannot be promised: 400 naming it. */
function refusePassedWindow(details: { response_time: string }) {
  if (responseWindowHasPassed(details.response_time)) {
    throw fieldError("response_time", RESPONSE_WINDOW_PASSED);
  }
}

// customer-side.md §4 Emergency flow and §9: the $25 fee is decided here, never by the client.
export function emergencyService(deps: {
  bookings: TBookingWrites;
  emergency: ReturnType<typeof emergencyRepository>;
  jobs: TJobsService;
  payments: TPaymentProvider;
  idempotency: TIdempotencyService;
  collect: TCollectPayment;
  notifier: TNotifier;
  /** The app secret, which signs the resume tokens. */
  secret: string;
  /** The business's emergency fee in cents (the saved settings). */
  emergencyFeeCents: () => Promise<number>;
  /** The storm mode's phase and counties: at landfall the charge is paused there (decision 0160). */
  storm: () => Promise<{ phase: TStormPhase; counties: string[] }>;
  /** The fee's receipt, mailed with the payment (decision 0142). */
  receipts: TPaymentReceipts;
}) {
  const tokens = resumeTokens(deps.secret);
  const feeOutcome = emergencyFeeOutcome({ emergency: deps.emergency, notifier: deps.notifier, secret: deps.secret, receipts: deps.receipts });
  const jobFor = (tx: TTx, bookingId: string, details: TDetails) =>
    deps.jobs.createForBooking(
      tx,
      { id: bookingId, service_id: null, ...details, scheduled_date: businessToday(), scheduled_time: details.response_time, notes: details.description },
      { title: "Emergency Service", priority: 3, estimatedHours: null, totalAmount: null },
    );
  const tellAdmins = (tx: TTx, details: TDetails) =>
    deps.notifier.admins(tx, {
      kind: "emergency",
      preference: null,
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

  return {
    /**
     * Step 2: the booking exists with exactly the fields of §4 once the fee is paid. It is
     * written with its payment pending, the fee is taken after that commits, then both are
     * marked paid.
     */
    async pay(
      input: { idempotency_key: string; is_test: boolean; customer_phone?: string; customer_email?: string; service_city?: string },
      viewer: TViewer | null,
      /** The language of the page the fee was paid from: a guest's receipt speaks it (decision 0166). */
      pageLocale?: TLocale,
    ): Promise<TIdempotentReply> {
      // The contact is part of the request, so of its hash: a key re-sent with another contact is 422.
      return deps.idempotency.write(idempotentRequest("emergency.pay", viewer, input), async () => {
        if (!deps.payments.accepts(input.is_test)) throw liveUnavailable();
        // Decision 0160: no fee is taken for a visit no crew can make (a city not given counts as affected).
        if (landfallPaused(await deps.storm(), input.service_city))
          throw new AppError("CONFLICT", LANDFALL_PAUSED, [{ field: "service_city", message: LANDFALL_PAUSED }]);
        const fee = await deps.emergencyFeeCents();
        return {
          pending: async (tx, recordId) => {
            const [booking] = await deps.bookings.insertBooking(tx, {
              idempotency_key: recordId,
              user_id: viewer?.user.id ?? null,
              is_emergency: true,
              emergency_fee_paid: false,
              emergency_fee_amount: fee,
              customer_name: "",
              // The contact given at payment, so the business can reach a customer who never
              // finishes the details.
              customer_phone: input.customer_phone ?? "",
              service_address: "",
              // The city asked at landfall, kept so the details step starts from it.
              service_city: input.service_city ?? null,
              customer_email: input.customer_email ?? viewer?.user.email ?? "",
              status: "pending",
              booking_completed: false,
              subtotal: 0,
              is_test: input.is_test,
              scheduled_date: businessToday(),
              scheduled_time: "Emergency - ASAP",
              // A guest's later mails (the missed promise's credit, the invoice) speak it too.
              locale: pageLocale ?? BASE_LOCALE,
            });
            const [payment] = await paymentRecords.insertPending(tx, {
              booking_id: booking.id,
              user_id: viewer?.user.id ?? null,
              idempotency_key: recordId,
              kind: "emergency_fee",
              amount: fee,
              is_test: input.is_test,
            });
            return { paymentId: payment.id, bookingId: booking.id };
          },
          afterCommit: (pending) =>
            deps.collect(
              { paymentId: pending.paymentId, recordId: pending.recordId, amount: fee, isTest: input.is_test, description: "Emergency service fee" },
              feeOutcome(pending.bookingId, fee, pageLocale),
            ),
        };
      });
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
        customer_phone: booking.customer_phone,
        customer_email: booking.customer_email,
      };
    },

    async pendingDetails() {
      const rows = await deps.emergency.pendingDetails();
      return { bookings: rows.map((row) => ({ ...row, emergency_payment_date: row.emergency_payment_date?.toISOString() ?? null })) };
    },

    /** Step 3: the details complete the paid booking and create a high-priority job. */
    async complete(id: string, details: TDetails, caller: { viewer: TViewer | null; resumeToken?: string }) {
      refusePassedWindow(details);
      const booking = await deps.emergency.find(id);
      if (!booking) throw notFound("Emergency booking");
      // Knowing the id is not enough: the payer's signed resume token, or the session of the
      // account that paid, proves the booking is the caller's.
      const isOwner = booking.user_id !== null && booking.user_id === caller.viewer?.user.id;
      const holdsToken = caller.resumeToken !== undefined && tokens.verify(caller.resumeToken) === booking.id;
      if (!isOwner && !holdsToken) throw new AppError("FORBIDDEN", "This emergency booking is not yours to complete");
      return deps.bookings.transaction(async (tx) => {
        const completed = await deps.emergency.complete(tx, id, detailColumns(details));
        if (!completed) throw new AppError("CONFLICT", "This emergency booking is already complete");
        const job_id = await jobFor(tx, id, details);
        await deps.emergency.receive(tx, id, completed.paid_at ?? new Date(), job_id);
        await tellAdmins(tx, details);
        return { booking_id: id, job_id };
      });
    },

    /** Step 4 of §4: details without a paid booking insert a new one, with its job. */
    async createWithoutPayment(details: TDetails & { idempotency_key: string }, viewer: TViewer | null): Promise<TIdempotentReply> {
      refusePassedWindow(details);
      return deps.idempotency.write(idempotentRequest("emergency.create", viewer, details), {
        write: async (tx, recordId) => {
          const [booking] = await deps.bookings.insertBooking(tx, {
            ...detailColumns(details),
            idempotency_key: recordId,
            user_id: viewer?.user.id ?? null,
            is_emergency: true,
            emergency_fee_paid: false,
            booking_completed: true,
            status: "pending",
            subtotal: 0,
            scheduled_date: businessToday(),
          });
          const jobId = await jobFor(tx, booking.id, details);
          await deps.emergency.receive(tx, booking.id, new Date(), jobId);
          await tellAdmins(tx, details);
          return { status: 201, body: { booking_id: booking.id, job_id: jobId } };
        },
      });
    },
  };
}

/**
 * What an emergency's fee does once it is taken, in the transaction that records it: the booking
 * paid and awaiting its details, every admin told how to reach the customer (the contact given
 * at payment, stored on the booking), and the 201 with the browser's resume token that the key
 * stores (the replay carries it too). Or, not taken, the booking cancelled. The request that took
 * the fee and the sweep that found its answer lost (decision 0105) both go through here.
 */
export function emergencyFeeOutcome(deps: {
  emergency: ReturnType<typeof emergencyRepository>;
  notifier: TNotifier;
  secret: string;
  receipts: TPaymentReceipts;
}) {
  const tokens = resumeTokens(deps.secret);
  return (bookingId: string, fee: number, pageLocale?: TLocale): TOutcome => ({
    async paid(tx, charge) {
      const contact = await deps.emergency.markFeePaid(tx, bookingId, charge.isTest);
      // The 2-hour promise runs from the payment.
      if (contact?.paid_at) await deps.emergency.receive(tx, bookingId, contact.paid_at);
      const reach = [contact?.customer_phone, contact?.customer_email].filter(Boolean).join(" or ");
      await deps.notifier.admins(tx, {
        kind: "emergency",
        preference: null,
        title: "Emergency paid, details missing",
        body: `$${fee % 100 === 0 ? fee / 100 : (fee / 100).toFixed(2)} fee paid. Reach the customer at ${reach}.`,
        link: "/admin",
      });
      // The receipt goes to the e-mail given at payment; a fee paid with a phone only has none.
      // The signed way back to this booking for this browser (the replay carries it too), and the
      // receipt's link to its timeline: a guest has no dashboard to find it in.
      const token = tokens.issue(bookingId);
      await deps.receipts.booking(tx, {
        to: contact?.customer_email ?? "",
        customer_name: "",
        paid_for: () => m.mail_emergency_fee(),
        amount: fee,
        is_test: charge.isTest,
        bookingId,
        reference: bookingReference(bookingId, pageLocale),
        url: deps.receipts.link(emergencyTimelinePath(bookingId, token)),
        urlLabel: () => m.mail_follow_emergency(),
        locale: pageLocale,
      });
      return { status: 201, body: { booking_id: bookingId, amount: fee, is_test: charge.isTest, resume_token: token } };
    },
    failed: (tx) => deps.emergency.markFeeFailed(tx, bookingId),
  });
}
