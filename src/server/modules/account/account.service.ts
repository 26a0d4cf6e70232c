import { ALREADY_RATED, CANCEL_PENDING_ONLY, RATE_WHEN_COMPLETED, RESCHEDULE_CLOSED } from "../../../shared/rules/refusals.ts";
import type { FastifyBaseLogger } from "fastify";
import type { TDepositRefundJob } from "../bookings/deposit-jobs.ts";
import type { TTx } from "../../db/tx.ts";
import { AppError, notFound } from "../../errors.ts";
import { canCancel, canRate, canReschedule, customerStatus } from "../../../shared/rules/booking-status.ts";
import { daySlots, slotTaken, type TBookingSlots, type TSlotSupply } from "../bookings/bookings.ts";
import { assertOpen, assertSlotAhead, assertWithinWindow } from "../bookings/bookings.service.ts";
import type { TBusinessSettings } from "../../../shared/schemas/settings.ts";
import { refundOnCancel } from "../../../shared/rules/refund.ts";
import type { TAccountRepository, TOwner } from "./account.repository.ts";
import type { TJobsService } from "../jobs/jobs.service.ts";
import type { TPageQuery } from "../../../shared/schemas/pagination.ts";
import type { TReadJobLedger } from "../ledger/job-ledger.ts";

type TRow = NonNullable<Awaited<ReturnType<TAccountRepository["one"]>>>;

function present(row: TRow) {
  const status = customerStatus(row.booking_status, row.job_status);
  return {
    id: row.id,
    service_id: row.service_id,
    service_name: row.service_name,
    service_name_es: row.service_name_es,
    scheduled_date: row.scheduled_date,
    scheduled_time: row.scheduled_time,
    status,
    technician_name: row.technician_name,
    service_address: row.service_address,
    service_city: row.service_city,
    customer_phone: row.customer_phone,
    is_emergency: row.is_emergency,
    emergency: row.emergency,
    can_reschedule: !row.is_emergency && canReschedule(status),
    can_cancel: !row.is_emergency && canCancel(status),
    can_rate: Boolean(row.service_id) && canRate(status, row.rated),
    rated: row.rated,
    created_at: row.created_at.toISOString(),
  };
}

const presentPayment = <T extends { created_at: Date; returns_at: Date | null }>(row: T) => ({
  ...row,
  returns_at: row.returns_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

// My Bookings: every rule here is enforced on the server, with ownership.
export function accountService(deps: {
  account: TAccountRepository;
  bookings: TBookingSlots;
  /** The places left in a day's slots (decision 0152). */
  places: TSlotSupply;
  jobs: TJobsService;
  /** Queues a deposit refund in the caller's transaction (decision 0008). */
  refundDeposit: (tx: TTx, refund: TDepositRefundJob) => Promise<void>;
  /** Gives that refund now, after the commit; idempotent with the queued one. */
  refundDepositNow: (refund: TDepositRefundJob) => Promise<void>;
  settings: () => Promise<TBusinessSettings>;
  /** The booking's money as every screen shows it (decision 0135). */
  readLedger: TReadJobLedger;
  log: FastifyBaseLogger;
}) {
  const { account } = deps;

  async function owned(owner: TOwner, id: string) {
    const row = await account.one(owner, id);
    if (!row) throw notFound("Booking"); // another customer's booking does not exist for you
    return row;
  }

  return {
    async list(owner: TOwner, page: TPageQuery) {
      const { items, next_cursor, total } = await account.list(owner, page);
      return { items: items.map(present), next_cursor, total };
    },

    async details(owner: TOwner, id: string) {
      const row = await owned(owner, id);
      const [extra, business, notes, read] = await Promise.all([
        account.amounts(id),
        deps.settings(),
        row.job_id ? account.customerNotes(row.job_id) : [],
        deps.readLedger({ bookingId: id }),
      ]);
      const { add_on_ids: _ids, payments, initial_payment_status, ...rest } = extra;
      const presented = present(row);
      if (!read) throw notFound("Booking");
      const { ledger } = read;
      // What cancelling now would give back, stated before the customer confirms. Only
      // a booking that can be cancelled has one: an emergency's time ("ASAP (Within 2 hours)") is no slot.
      const paid = initial_payment_status === "paid" ? extra.initial_payment_amount : 0;
      const refund = presented.can_cancel ? refundOnCancel({ ...row, paid }, business.refund_policy) : null;
      return {
        ...presented,
        ...rest,
        // What is left to pay on the whole job, tax, estimate, invoice and every payment included.
        remaining_balance: ledger.due,
        ledger,
        invoice_id: read.invoiceId,
        cancel_refund: refund ? { amount: refund.amount, full_refund_until: refund.full_refund_until.toISOString() } : null,
        // Decision 0131: said before a reschedule is confirmed, since moving the visit will not bring the refund back.
        deposit_refund_ended: refund !== null && paid > 0 && refund.amount === 0,
        payments: payments.map(presentPayment),
        job_notes: notes.map((note) => ({ ...note, created_at: note.created_at.toISOString() })),
      };
    },

    /**
     * The slots one of my bookings could move to on a day, counted as the move itself counts
     * them: without the booking's own visit, so its current slot and the time it holds are free
     * for it (decision 0152). The dialog offers what the move would accept.
     */
    async rescheduleSlots(owner: TOwner, id: string, date: string) {
      const row = await account.one(owner, id);
      if (!row) throw notFound("Booking");
      const business = await deps.settings();
      const service = row.service_id ? await deps.bookings.serviceForSlots(row.service_id) : null;
      return daySlots(date, await deps.places(date, service, business, { except: id }), business);
    },

    async reschedule(owner: TOwner, id: string, date: string, time: string) {
      assertSlotAhead(date, time);
      const business = await deps.settings();
      assertWithinWindow(date, business.booking_window_days);
      assertOpen(date, time, business.opening_hours);
      await account.transaction(async (tx) => {
        await deps.bookings.lockDay(tx, date);
        await deps.bookings.lockSlot(tx, date, time);
        const row = await account.one(owner, id, tx);
        if (!row) throw notFound("Booking");
        if (row.is_emergency || !canReschedule(customerStatus(row.booking_status, row.job_status))) {
          throw new AppError("CONFLICT", RESCHEDULE_CLOSED);
        }
        if (row.scheduled_date === date && row.scheduled_time === time) return;
        // Decision 0152: the booking's own visit does not take the place it moves to.
        const service = row.service_id ? await deps.bookings.serviceForSlots(row.service_id, tx) : null;
        const places = await deps.places(date, service, business, { executor: tx, except: id });
        if (places.remaining(time) <= 0) throw slotTaken();
        await account.reschedule(tx, id, date, time);
        if (row.job_id) await deps.jobs.rescheduleWithBooking(tx, row.job_id, row, date, time);
      });
      return this.details(owner, id);
    },

    /**
     * Cancels a pending booking and, by the refund policy in the settings (docs/decisions/0008),
     * refunds its deposit in the same transaction: a cancel never stands without its refund.
     */
    async cancel(owner: TOwner, id: string) {
      const business = await deps.settings();
      const refund = await account.transaction(async (tx) => {
        const row = await account.one(owner, id, tx);
        if (!row) throw notFound("Booking");
        const cancelled =
          canCancel(customerStatus(row.booking_status, row.job_status)) &&
          (!row.job_id || (await deps.jobs.cancelWithBooking(tx, row.job_id))) &&
          (await account.cancel(tx, id));
        if (!cancelled) {
          throw new AppError("CONFLICT", CANCEL_PENDING_ONLY);
        }
        const deposit = await account.deposit(tx, id);
        if (!deposit || deposit.status !== "paid") return null;
        const { amount } = refundOnCancel({ ...row, paid: deposit.amount }, business.refund_policy);
        if (amount === 0) return null;
        // Queued with the cancel, so the refund cannot be lost; given at the provider only after the commit.
        const job = { booking_id: id, amount, reason: "cancel" } as const;
        await deps.refundDeposit(tx, job);
        return job;
      });
      if (refund) {
        // At once, so Payment History shows it; when the provider fails, the queued job retries.
        await deps
          .refundDepositNow(refund)
          .catch((error: unknown) => deps.log.warn({ err: error, booking: id }, "refund on cancel failed; the queue retries it"));
      }
      return this.details(owner, id);
    },

    async rate(owner: TOwner & { name: string }, id: string, review: { rating: number; review_text?: string }) {
      return account.transaction(async (tx) => {
        const row = await account.one(owner, id, tx);
        if (!row) throw notFound("Booking");
        if (!row.service_id || !canRate(customerStatus(row.booking_status, row.job_status), row.rated)) {
          throw new AppError("CONFLICT", row.rated ? ALREADY_RATED : RATE_WHEN_COMPLETED);
        }
        const reviewId = await account.addReview(tx, {
          service_id: row.service_id,
          booking_id: id,
          user_id: owner.userId,
          // Decision 0119: signed with the name the customer gave for this booking; shown in
          // public as "Grace H." (reviewerName).
          customer_name: (await account.bookedName(id, tx)) ?? owner.name,
          rating: review.rating,
          review_text: review.review_text ?? null,
          is_verified: true,
        });
        if (!reviewId) throw new AppError("CONFLICT", ALREADY_RATED);
        return { review_id: reviewId };
      });
    },

    async payments(owner: TOwner, page: TPageQuery) {
      const { items, next_cursor, total } = await account.payments(owner, page);
      return { items: items.map(presentPayment), next_cursor, total };
    },
  };
}
