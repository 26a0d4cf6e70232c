import {
  ALREADY_BOOKED_REASON,
  alreadyBooked,
  DEPOSIT_NOT_TAKEN,
  DEPOSIT_NOT_TAKEN_REASON,
  EMERGENCIES_ONLY_DAY,
  holidayClosed,
  NOT_THE_DEPOSIT_CONTACT,
  OUTSIDE_HOURS,
  outsideWindow,
  SLOT_PASSED,
  SLOT_TAKEN,
  SLOT_TAKEN_REASON,
} from "../../../shared/rules/refusals.ts";
import type { TReadJobLedger } from "../ledger/job-ledger.ts";
import { bookingConfirmation, depositPaidBody, depositPaidResponse } from "./booking-confirmation.ts";
import { resumeTokens } from "../emergency/resume-token.ts";
import { AppError, fieldError, fieldErrors, notFound } from "../../errors.ts";
import { bookingAmounts, isHourly, minHoursOf, remainingBalance } from "../../../shared/rules/pricing.ts";
import { emailKey, firstBookingDiscountPercent, phoneKey } from "../../../shared/rules/discount.ts";
import { lastBookableDate, slotHasPassed } from "../../../shared/rules/dates.ts";
import { formatVisit } from "../../../shared/rules/business-time.ts";
import { holidayOn, hoursOn, slotIsOpen, type TOpeningHours } from "../../../shared/rules/business-hours.ts";
import type { TCreateBookingRequest, TDepositRequest } from "../../../shared/schemas/bookings.ts";
import type { TViewer } from "../../auth/guard.ts";
import type { TMailer } from "../../mail/mailer.ts";
import type { TNotifier } from "../notifications/notifier.ts";
import type { TJobsService } from "../jobs/jobs.service.ts";
import { liveUnavailable, type TPaymentProvider } from "../payments/payment-provider.ts";
import type { TCollectPayment } from "../payments/collect-payment.ts";
import type { TPaymentReceipts } from "../payments/payment-receipts.ts";
import { paymentRecords } from "../payments/payments.ts";
import { idempotentRequest, type TIdempotencyService, type TIdempotentReply, type TOnePhase } from "../idempotency/idempotency.service.ts";
import type { TBusinessSettings } from "../../../shared/schemas/settings.ts";
import type { TBookingsRepository, TCustomerKeys } from "./bookings.repository.ts";
import { daySlots, type TSlotSupply } from "./slot-supply.ts";
import { LANDFALL_PAUSED, landfallPaused } from "../../../shared/rules/storm.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";
import { BASE_LOCALE, type TLocale } from "../../../shared/i18n/locale.ts";

type TParsedBooking = Omit<TCreateBookingRequest, "is_test" | "add_on_ids"> & { is_test: boolean; add_on_ids: string[] };
type TParsedDeposit = Omit<TDepositRequest, "is_test"> & { is_test: boolean };

/** The 409 of a slot taken meanwhile (or no longer free for a technician, decision 0152). */
export const slotTaken = () => new AppError("CONFLICT", SLOT_TAKEN, [{ field: "scheduled_time", message: SLOT_TAKEN_REASON }]);

/** Queues a job in the caller's transaction (background.ts). */
type TQueueInTx<A extends unknown[]> = (tx: TTx, ...args: A) => Promise<void>;

export function bookingsService(deps: {
  repository: TBookingsRepository;
  jobs: TJobsService;
  payments: TPaymentProvider;
  idempotency: TIdempotencyService;
  collect: TCollectPayment;
  mailer: TMailer;
  notifier: TNotifier;
  /** Given a transaction, read in it: a read on another connection while one is held can exhaust the pool. */
  settings: (executor?: TExecutor) => Promise<TBusinessSettings>;
  /** Queues the release of an unclaimed step-1 deposit once its hold ends (decision 0029). */
  releaseDepositLater: TQueueInTx<[paymentId: string]>;
  /** How long a step-1 deposit waits for its booking before it goes back (DEPOSIT_HOLD_SECONDS). */
  depositHoldSeconds: number;
  /** The app secret, which signs the deposits' resume tokens. */
  secret: string;
  /** Each deposit's receipt, mailed with the payment (decision 0142). */
  receipts: TPaymentReceipts;
  /** The job's ledger: the confirmation and the receipt show its figures with tax (decision 0146). */
  readLedger: TReadJobLedger;
  /** The places left in a day's slots (decision 0152: technicians' hours, or the capacity rule). */
  places: TSlotSupply;
}) {
  const { repository } = deps;
  const depositTokens = resumeTokens(deps.secret, "deposit-resume");
  const confirmBooking = bookingConfirmation({
    jobs: deps.jobs,
    mailer: deps.mailer,
    notifier: deps.notifier,
    refundPolicy: async (tx) => (await deps.settings(tx)).refund_policy,
    receipts: deps.receipts,
    readLedger: deps.readLedger,
  });

  /** The checks every booking request passes before anything is written. */
  async function checked(input: TParsedBooking) {
    assertSlotAhead(input.scheduled_date, input.scheduled_time);
    const business = await deps.settings();
    // Decision 0160: at landfall no crew is sent into an affected county.
    if (landfallPaused(business.storm, input.service_city))
      throw new AppError("CONFLICT", LANDFALL_PAUSED, [{ field: "service_city", message: LANDFALL_PAUSED }]);
    assertWithinWindow(input.scheduled_date, business.booking_window_days);
    assertOpen(input.scheduled_date, input.scheduled_time, business.opening_hours);
    if (!deps.payments.accepts(input.is_test)) throw liveUnavailable();
    const service = await serviceOf(input.service_id);
    const hourly = isHourly(service);
    if (hourly && input.estimated_hours !== undefined && input.estimated_hours < minHoursOf(service)) {
      const message = `must be at least ${minHoursOf(service)}`;
      throw fieldError("estimated_hours", message);
    }
    const uniqueAddOnIds = [...new Set(input.add_on_ids)];
    const addOns = await repository.addOnsOf(service.id, uniqueAddOnIds);
    if (addOns.length !== uniqueAddOnIds.length) {
      throw fieldError("add_on_ids", "an add-on does not belong to this service");
    }
    return {
      business,
      service,
      hours: hourly ? (input.estimated_hours ?? null) : null,
      uniqueAddOnIds,
      addOnPrices: addOns.map((addOn) => addOn.price),
    };
  }

  async function serviceOf(id: string) {
    const service = await repository.serviceForBooking(id);
    if (!service) throw fieldError("service_id", "no such service");
    return service;
  }

  type TChecked = Awaited<ReturnType<typeof checked>>;

  /**
   * Inside the booking's transaction: the slot's place, then the amounts. Every amount of a
   * booking is decided here (customer-side.md §9), the first-booking discount under the
   * customer's lock (decision 0007), unless a step-1 deposit already decided it when it was
   * charged (`decidedPercent`, decision 0140).
   */
  async function placeBooking(
    tx: TTx,
    input: TParsedBooking,
    viewer: TViewer | null,
    recordId: string,
    c: TChecked,
    payment: { status: "pending" | "paid"; decidedPercent?: number },
    locale: TLocale,
  ) {
    // Decision 0152: the day's lock, then the slot's; the places are counted under both.
    await repository.lockDay(tx, input.scheduled_date);
    await repository.lockSlot(tx, input.scheduled_date, input.scheduled_time);
    const places = await deps.places(input.scheduled_date, c.service, c.business, { executor: tx });
    if (places.remaining(input.scheduled_time) <= 0) throw slotTaken();
    // Whether this is the customer's first booking is decided here, under their lock.
    const keys = customerKeys(input.customer_email, input.customer_phone, viewer);
    await repository.lockCustomer(tx, keys);
    // Under the customer's lock, so two tabs sending the same booking cannot both pass.
    const duplicate = await repository.liveDuplicate(tx, {
      emails: keys.emails,
      userId: keys.userId,
      serviceId: c.service.id,
      date: input.scheduled_date,
      time: input.scheduled_time,
    });
    if (duplicate) throw bookedAlready(c.service.name, duplicate.date, duplicate.time);
    const discountPercent = payment.decidedPercent ?? firstBookingDiscountPercent(c.business.first_booking_discount, await repository.isFirstBooking(keys, tx));
    const amounts = bookingAmounts(c.service, c.hours, c.addOnPrices, discountPercent);
    const [booking] = await repository.insertBooking(tx, {
      service_id: c.service.id,
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
      add_on_ids: c.uniqueAddOnIds,
      subtotal: amounts.subtotal,
      discount_amount: amounts.discount,
      discount_percent: discountPercent,
      notes: input.notes ?? null,
      locale,
      status: "pending",
      is_test: input.is_test,
      initial_payment_amount: amounts.initialPayment,
      initial_payment_status: payment.status,
      initial_payment_date: payment.status === "paid" ? new Date() : null,
      booking_completed: true,
    });
    return { booking, amounts, discountPercent };
  }

  /** A paid booking's job, the admins' notice and the customer's mail, in the transaction that records it paid. */
  function confirm(tx: TTx, input: TParsedBooking, c: TChecked, placed: Awaited<ReturnType<typeof placeBooking>>, charged: boolean, pageLocale: TLocale) {
    const contact = {
      customer_name: input.customer_name,
      customer_email: input.customer_email,
      customer_phone: input.customer_phone,
      service_address: input.service_address,
      service_city: input.service_city ?? null,
      service_state: input.service_state ?? null,
      service_zip: input.service_zip ?? null,
      notes: input.notes ?? null,
    };
    return confirmBooking(tx, { ...placed.booking, ...contact }, c.service, placed.discountPercent, charged, pageLocale);
  }

  /**
   * The booking takes the deposit paid in step 1, in its one transaction, by a
   * compare-and-set (unclaimed, succeeded, this amount and mode, this caller), so the deposit is
   * never charged twice nor taken by two bookings. A refusal (the slot taken meanwhile) rolls
   * everything back and leaves the deposit unclaimed, for another time or its release. The
   * discount is the one decided when the deposit was charged, for the contact given then
   * (decision 0140): the booking keeps that contact, and nothing is given back afterwards.
   */
  function prepaid(input: TParsedBooking, depositId: string, viewer: TViewer | null, c: TChecked, pageLocale: TLocale): TOnePhase {
    return {
      write: async (tx, recordId) => {
        const terms = await paymentRecords.depositTerms(tx, depositId);
        if (!terms) throw depositNotTaken();
        assertDepositContact(input, terms);
        const placed = await placeBooking(tx, input, viewer, recordId, c, { status: "paid", decidedPercent: terms.discount_percent ?? 0 }, pageLocale);
        const claimed = await paymentRecords.claimDeposit(tx, {
          id: depositId,
          bookingId: placed.booking.id,
          userId: viewer?.user.id ?? null,
          amount: placed.amounts.initialPayment,
          isTest: input.is_test,
        });
        if (!claimed) throw depositNotTaken();
        return confirm(tx, input, c, placed, false, pageLocale);
      },
    };
  }

  return {
    /** The slots of a day, for a service when named (decision 0152: its category and length). */
    async availability(date: string, serviceId?: string) {
      const business = await deps.settings();
      const service = serviceId === undefined ? null : await repository.serviceForSlots(serviceId);
      if (serviceId !== undefined && !service) throw fieldError("service_id", "no such service");
      return daySlots(date, await deps.places(date, service, business), business);
    },

    /**
     * Booking step 1: the deposit, paid before the details, through the
     * same idempotency and payment ordering as a booking (decisions 0018, 0019): written pending
     * (with no booking yet) and with its release queued for when its hold ends, charged after
     * the commit, then marked. Its answer, not a timer, decides what the dialog says. The
     * first-booking discount is decided here, under the customer's lock, for the contact given
     * with the payment, so the card is charged the discounted deposit once (decision 0140).
     */
    async payDeposit(input: TParsedDeposit, viewer: TViewer | null): Promise<TIdempotentReply> {
      return deps.idempotency.write(idempotentRequest("booking.deposit", viewer, input), async () => {
        if (!deps.payments.accepts(input.is_test)) throw liveUnavailable();
        const service = await serviceOf(input.service_id);
        const business = await deps.settings();
        return {
          pending: async (tx, recordId) => {
            const keys = customerKeys(input.customer_email, input.customer_phone, viewer);
            await repository.lockCustomer(tx, keys);
            const discountPercent = firstBookingDiscountPercent(business.first_booking_discount, await repository.isFirstBooking(keys, tx));
            // The deposit of the booking's minimum (customer-side.md §9), discounted as the booking will be.
            const amount = bookingAmounts(service, null, [], discountPercent).initialPayment;
            const [payment] = await paymentRecords.insertPending(tx, {
              user_id: viewer?.user.id ?? null,
              idempotency_key: recordId,
              kind: "deposit",
              amount,
              is_test: input.is_test,
              service_id: service.id,
              customer_email: input.customer_email,
              customer_phone: input.customer_phone,
              discount_percent: discountPercent,
              held_until: new Date(Date.now() + deps.depositHoldSeconds * 1000),
            });
            await deps.releaseDepositLater(tx, payment.id);
            return { paymentId: payment.id, amount };
          },
          afterCommit: (pending) =>
            deps.collect(
              {
                paymentId: pending.paymentId,
                recordId: pending.recordId,
                amount: pending.amount,
                isTest: input.is_test,
                description: `Deposit for ${service.name}`,
              },
              {
                paid: (tx, charge) => depositPaidResponse(tx, deps.secret, pending.paymentId, charge.isTest, deps.receipts),
                failed: async () => {}, // no booking to free yet
              },
            ),
        };
      });
    },

    /**
     * Records the booking and its deposit payment as pending in one transaction, takes the
     * deposit after it commits, then marks both paid and creates the job (customer-side.md §4
     * and §9; a fault found by attack). With a `deposit_id` paid in step 1, the booking takes that
     * payment instead, in its one transaction. Every amount comes from the catalogue, never the
     * client. A repeated idempotency key gets the first response again instead of a second booking.
     */
    async create(input: TParsedBooking, viewer: TViewer | null, pageLocale: TLocale = BASE_LOCALE): Promise<TIdempotentReply> {
      return deps.idempotency.write(idempotentRequest("booking.create", viewer, input), async () => {
        const c = await checked(input);
        if (input.deposit_id) return prepaid(input, input.deposit_id, viewer, c, pageLocale);
        return {
          pending: async (tx, recordId) => {
            const placed = await placeBooking(tx, input, viewer, recordId, c, { status: "pending" }, pageLocale);
            const [payment] = await paymentRecords.insertPending(tx, {
              booking_id: placed.booking.id,
              user_id: viewer?.user.id ?? null,
              idempotency_key: recordId,
              kind: "deposit",
              amount: placed.amounts.initialPayment,
              is_test: input.is_test,
            });
            return { paymentId: payment.id, placed };
          },
          afterCommit: ({ paymentId, recordId, placed }) =>
            deps.collect(
              { paymentId, recordId, amount: placed.amounts.initialPayment, isTest: input.is_test, description: `Deposit for ${c.service.name}` },
              {
                paid: async (tx, charge) => {
                  await repository.markDepositPaid(tx, placed.booking.id, charge.isTest);
                  return confirm(tx, input, c, { ...placed, booking: { ...placed.booking, is_test: charge.isTest } }, true, pageLocale);
                },
                failed: (tx) => repository.markDepositFailed(tx, placed.booking.id),
              },
            ),
        };
      });
    },

    /**
     * The paid step-1 deposits a visit may take up again (decision 0140): those this browser's
     * signed tokens name, and a signed-in customer's own, while they are still held.
     */
    async resumableDeposits(tokens: string[], viewer: TViewer | null) {
      const ids = tokens.map((token) => depositTokens.verify(token)).filter((id): id is string => id !== null);
      const rows = await repository.transaction((tx) => paymentRecords.resumableDeposits(tx, { ids, userId: viewer?.user.id ?? null }));
      return { deposits: rows.map((row) => ({ ...depositPaidBody(depositTokens, row), service_name: row.service_name })) };
    },

    async summary(id: string) {
      const row = await repository.summary(id);
      if (!row) throw notFound("Booking");
      const { add_on_ids: _ids, ...rest } = row;
      const read = await deps.readLedger({ bookingId: id });
      if (!read) throw notFound("Booking");
      const { lines: _lines, ...figures } = read.ledger;
      return { ...rest, remaining_balance: remainingBalance(row), created_at: row.created_at.toISOString(), ledger: figures };
    },

    /** The discount a booking with these contact details would get now (the server decides again at booking). */
    async discountPreview(email: string, phone: string, viewer: TViewer | null) {
      const business = await deps.settings();
      const setting = business.first_booking_discount;
      if (!setting.enabled) return { percent: 0 };
      return { percent: firstBookingDiscountPercent(setting, await repository.isFirstBooking(customerKeys(email, phone, viewer))) };
    },
  };
}

/**
 * Who is booking, for the first-booking discount (decision 0116): the e-mail given, and a
 * signed-in customer's own account and its e-mail, whatever contact details this booking gives.
 */
function customerKeys(email: string, phone: string, viewer: TViewer | null): TCustomerKeys {
  const emails = new Set([emailKey(email), ...(viewer ? [emailKey(viewer.user.email)] : [])]);
  return { emails: [...emails], phone: phoneKey(phone), userId: viewer?.user.id ?? null };
}

/** A second live booking of one service in one slot by one customer (account or e-mail). */
export const bookedAlready = (serviceName: string, date: string, time: string) =>
  new AppError("CONFLICT", alreadyBooked(serviceName, formatVisit(date, time, new Date(), "en")), [
    { field: "scheduled_time", message: ALREADY_BOOKED_REASON },
  ]);

const depositNotTaken = () => new AppError("CONFLICT", DEPOSIT_NOT_TAKEN, [{ field: "deposit_id", message: DEPOSIT_NOT_TAKEN_REASON }]);

/** A booking takes a step-1 deposit with the contact its discount was decided for (decision 0140). */
function assertDepositContact(input: TParsedBooking, terms: { customer_email: string | null; customer_phone: string | null }) {
  const message = NOT_THE_DEPOSIT_CONTACT;
  const fields = [
    ...(terms.customer_email !== null && emailKey(terms.customer_email) !== emailKey(input.customer_email) ? [{ field: "customer_email", message }] : []),
    ...(terms.customer_phone !== null && phoneKey(terms.customer_phone) !== phoneKey(input.customer_phone) ? [{ field: "customer_phone", message }] : []),
  ];
  if (fields.length > 0) throw fieldErrors(fields, fields.map((f) => `${f.field}: ${f.message}`).join("; "));
}

/** A booking is made, or moved, at most `booking_window_days` ahead. */
export function assertWithinWindow(date: string, windowDays: number) {
  const last = lastBookableDate(windowDays);
  if (date > last) {
    throw fieldError("scheduled_date", outsideWindow(windowDays, last));
  }
}

/**
 * Decision 0150: a booking (or a move) goes only into the business's hours: not on a holiday nor
 * a day of emergencies only, and the slot ends by closing time.
 */
export function assertOpen(date: string, time: string, opening: TOpeningHours) {
  const holiday = holidayOn(date, opening.holidays);
  if (holiday) throw fieldError("scheduled_date", holidayClosed(holiday.name));
  const hours = hoursOn(date, opening);
  if (!hours) throw fieldError("scheduled_date", EMERGENCIES_ONLY_DAY);
  if (!slotIsOpen(date, time, opening)) throw fieldError("scheduled_time", OUTSIDE_HOURS);
}

/** A slot of today that has already started cannot be booked (or moved to). */
export function assertSlotAhead(date: string, time: string) {
  if (slotHasPassed(date, time)) {
    throw fieldError("scheduled_time", SLOT_PASSED);
  }
}
