import type { TTx } from "../../db/tx.ts";
import { formatVisit } from "../../../shared/rules/business-time.ts";
import type { TMailer } from "../../mail/mailer.ts";
import { bookingTemplates } from "../../mail/templates.ts";
import { remainingBalance } from "../../../shared/rules/pricing.ts";
import type { TRefundPolicy } from "../../../shared/rules/refund.ts";
import type { TJobsService, TBookingForJob } from "../jobs/jobs.service.ts";
import type { TNotifier } from "../notifications/notifier.ts";
import type { TOutcome } from "../payments/collect-payment.ts";
import type { TStoredResponse } from "../idempotency/idempotency.service.ts";
import type { TBookingsRepository } from "./bookings.repository.ts";
import { paymentRecords, type TStepOneDeposit } from "../payments/payments.ts";
import { resumeTokens } from "../emergency/resume-token.ts";
import type { TPaymentReceipts } from "../payments/payment-receipts.ts";
import type { TReadJobLedger } from "../ledger/job-ledger.ts";
import type { TJobLedger } from "../../../shared/rules/ledger.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { currentLocale, type TLocale } from "../../../shared/i18n/locale.ts";
import { inLocale } from "../../../shared/rules/content-language.ts";

/** A booking as it is confirmed: its reply's columns (BOOKING_REPLY_COLUMNS) and its contact. */
export type TConfirmedBooking = TBookingForJob & {
  service_id: string | null;
  status: string;
  estimated_hours: number | null;
  is_test: boolean;
  subtotal: number;
  discount_amount: number;
  initial_payment_amount: number;
};
type TConfirmedService = { id: string; name: string; name_es?: string | null; estimated_duration_minutes: number | null };

/** The service's name in the messages' current language: its Spanish where the business wrote one (decision 0177). */
const serviceNameInLocale = (service: TConfirmedService) => inLocale({ name: service.name, name_es: service.name_es ?? null }, ["name"], currentLocale()).name;

/** The booking in a 201 reply (ZBookingCreated): its amounts and its ledger's figures with tax, never its contact. */
function reply(booking: TConfirmedBooking, serviceId: string, ledger: TJobLedger) {
  return {
    id: booking.id,
    service_id: serviceId,
    status: booking.status,
    scheduled_date: booking.scheduled_date,
    scheduled_time: booking.scheduled_time,
    estimated_hours: booking.estimated_hours,
    is_test: booking.is_test,
    subtotal: booking.subtotal,
    discount_amount: booking.discount_amount,
    initial_payment_amount: booking.initial_payment_amount,
    remaining_balance: remainingBalance(booking),
    ledger,
  };
}

/**
 * The percent a recorded discount was: `percentOf(subtotal, p)` rounded to the cent, and p a
 * whole percent, so rounding back is exact for any subtotal above $1.
 */
export function discountPercentOf(booking: Pick<TConfirmedBooking, "subtotal" | "discount_amount">) {
  return booking.discount_amount > 0 && booking.subtotal > 0 ? Math.round((booking.discount_amount * 100) / booking.subtotal) : 0;
}

/**
 * What a booking whose deposit is paid does, in the transaction that records it paid: its job,
 * the admins' notice and the customer's mail (sent once it commits, never for a booking whose
 * deposit failed); returns the 201 its idempotency key stores. The request that took the deposit
 * and the sweep that found its answer lost (decision 0105) both confirm through here.
 */
export function bookingConfirmation(deps: {
  jobs: Pick<TJobsService, "createForBooking">;
  mailer: TMailer;
  notifier: TNotifier;
  /** The refund policy the mail states (decision 0131). */
  refundPolicy: (tx: TTx) => Promise<TRefundPolicy>;
  /** The deposit's receipt, when this confirmation is the deposit's charge (decision 0142). */
  receipts: TPaymentReceipts;
  /** The job's ledger: the reply and the mail show its tax, total and balance (decision 0146). */
  readLedger: TReadJobLedger;
}) {
  /**
   * `charged`: the deposit was charged for this booking now, so its receipt goes with the
   * confirmation; a booking taking a deposit paid in step 1 had its receipt then.
   */
  return async function confirm(
    tx: TTx,
    booking: TConfirmedBooking,
    service: TConfirmedService,
    discountPercent: number,
    charged = false,
    /** The language of the page the booking was made from: a guest's mail speaks it (decision 0166). */
    pageLocale?: TLocale,
  ): Promise<TStoredResponse> {
    const total = booking.subtotal - booking.discount_amount;
    await deps.jobs.createForBooking(
      tx,
      { ...booking, service_id: service.id },
      {
        title: service.name,
        priority: 2,
        estimatedHours: booking.estimated_hours ?? (service.estimated_duration_minutes ? service.estimated_duration_minutes / 60 : null),
        totalAmount: total,
      },
    );
    await deps.notifier.admins(tx, {
      kind: "booking",
      preference: null,
      title: "New booking",
      body: `${service.name} on ${formatVisit(booking.scheduled_date, booking.scheduled_time)} for ${booking.customer_name}`,
      link: "/admin/jobs",
    });
    // Read in this transaction, once the job and the paid deposit are written: the figures the
    // customer is told are the ones every later screen derives.
    const read = await deps.readLedger({ bookingId: booking.id }, tx);
    if (!read) throw new Error(`booking ${booking.id} has no ledger`);
    const refundPolicy = await deps.refundPolicy(tx);
    await deps.mailer.enqueue(
      {
        to: booking.customer_email,
        locale: pageLocale,
        render: () =>
          bookingTemplates.bookingReceived(booking.customer_email, {
            ...booking,
            service_name: serviceNameInLocale(service),
            discount_percent: discountPercent,
            remaining_balance: remainingBalance(booking),
            refund_policy: refundPolicy,
            ledger: read.ledger,
          }),
      },
      tx,
    );
    if (charged && booking.initial_payment_amount > 0) {
      await deps.receipts.booking(tx, {
        to: booking.customer_email,
        customer_name: booking.customer_name,
        paid_for: () => m.mail_deposit_for({ service: serviceNameInLocale(service) }),
        locale: pageLocale,
        amount: booking.initial_payment_amount,
        is_test: booking.is_test,
        bookingId: booking.id,
      });
    }
    return { status: 201, body: { booking: reply(booking, service.id, read.ledger) } };
  };
}

export type TConfirmBooking = ReturnType<typeof bookingConfirmation>;

/**
 * A step-1 deposit as the customer sees it (ZDepositPaid): what was charged, for which service,
 * contact and discount, until when it is held, and the signed token that offers it again
 * (decision 0140). Step 1's answer, and what a later visit resumes.
 */
export function depositPaidBody(tokens: ReturnType<typeof resumeTokens>, deposit: TStepOneDeposit, isTest = deposit.is_test) {
  if (!deposit.service_id || !deposit.held_until) throw new Error(`deposit ${deposit.id} was not paid in booking step 1`);
  return {
    deposit_id: deposit.id,
    service_id: deposit.service_id,
    amount: deposit.amount,
    is_test: isTest,
    discount_percent: deposit.discount_percent ?? 0,
    customer_email: deposit.customer_email ?? "",
    customer_phone: deposit.customer_phone ?? "",
    held_until: deposit.held_until.toISOString(),
    resume_token: tokens.issue(deposit.id),
  };
}

/**
 * Booking step 1's answer (decision 0010): the deposit, read back in the transaction that marks
 * it paid, with its receipt to the e-mail it was paid with (before any booking: no price yet).
 */
export async function depositPaidResponse(tx: TTx, secret: string, paymentId: string, isTest: boolean, receipts: TPaymentReceipts): Promise<TStoredResponse> {
  const deposit = await paymentRecords.stepOneDeposit(tx, paymentId);
  const serviceName = deposit.service_id ? await paymentRecords.serviceName(tx, deposit.service_id) : null;
  await receipts.booking(tx, {
    to: deposit.customer_email ?? "",
    customer_name: "",
    paid_for: () => m.mail_deposit_for({ service: serviceName ?? "HomeFix" }),
    amount: deposit.amount,
    is_test: isTest,
    bookingId: null,
  });
  return { status: 201, body: depositPaidBody(resumeTokens(secret, "deposit-resume"), deposit, isTest) };
}

/**
 * Decision 0105: the outcomes of a booking's pending payments, rebuilt from what was written
 * before the charge, for the sweep of payments whose answer never came.
 */
export function pendingBookingOutcomes(deps: { repository: TBookingsRepository; confirm: TConfirmBooking; secret: string; receipts: TPaymentReceipts }) {
  return {
    bookingDeposit: (bookingId: string): TOutcome => ({
      async paid(tx, charge) {
        await deps.repository.markDepositPaid(tx, bookingId, charge.isTest);
        const found = await deps.repository.toConfirm(tx, bookingId);
        if (!found) throw new Error(`booking ${bookingId} is gone`);
        return deps.confirm(tx, found.booking, found.service, discountPercentOf(found.booking), true);
      },
      failed: (tx) => deps.repository.markDepositFailed(tx, bookingId),
    }),
    stepOneDeposit: (paymentId: string): TOutcome => ({
      paid: (tx, charge) => depositPaidResponse(tx, deps.secret, paymentId, charge.isTest, deps.receipts),
      failed: async () => {}, // no booking to free yet
    }),
  };
}
