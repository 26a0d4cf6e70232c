import { z } from "zod";
import { TIME_SLOTS } from "../constants.ts";
import { ZJobLedger } from "./ledger.ts";
import { ZAddress, ZCity, ZFutureDate, ZIdempotencyKey, ZName, ZNotes, ZPhone, ZRequiredEmail, ZState, ZZip } from "./common.ts";

export const ZTimeSlot = z.enum(TIME_SLOTS, { error: "must be one of the listed time slots" });

// customer-side.md §4/§5 booking dialog. Amounts are never sent: the server computes them.
export const ZCreateBookingRequest = z.object({
  idempotency_key: ZIdempotencyKey,
  service_id: z.uuid("must be a service id"),
  scheduled_date: ZFutureDate,
  scheduled_time: ZTimeSlot,
  is_test: z.boolean().default(true),
  customer_name: ZName,
  customer_email: ZRequiredEmail,
  customer_phone: ZPhone,
  service_address: ZAddress,
  service_city: ZCity.optional(),
  service_state: ZState.optional(),
  service_zip: ZZip.optional(),
  estimated_hours: z.number().int("must be a whole number").min(1).max(24).optional(),
  add_on_ids: z.array(z.uuid()).max(20).default([]),
  notes: ZNotes.optional(),
  /**
   * The deposit paid in step 1 (`POST /api/bookings/deposits`), which this booking takes
   * instead of charging again. Without it the deposit is charged with the booking.
   */
  deposit_id: z.uuid("must be the deposit_id of a paid deposit").optional(),
});
export type TCreateBookingRequest = z.input<typeof ZCreateBookingRequest>;

/**
 * Step 1 of the booking dialog pays the deposit (customer-side.md §4): the server computes it
 * from the catalogue and answers before the dialog says anything was paid.
 * The booking of step 2 names the answer's deposit_id and takes this payment.
 */
export const ZDepositRequest = ZCreateBookingRequest.pick({
  idempotency_key: true,
  service_id: true,
  is_test: true,
  // The contact the first-booking discount is decided for before the card is charged (decision 0140).
  customer_email: true,
  customer_phone: true,
});
export type TDepositRequest = z.input<typeof ZDepositRequest>;
/**
 * A paid step-1 deposit no booking has taken yet: what step 1 answers, and what a later visit
 * is offered again (decision 0140). The booking naming `deposit_id` takes it, with this
 * contact and this discount; `held_until` is when it goes back to the card if none does.
 */
export const ZDepositPaid = z.object({
  deposit_id: z.uuid(),
  service_id: z.uuid(),
  amount: z.number().int(),
  is_test: z.boolean(),
  discount_percent: z.number().int().min(0).max(100),
  customer_email: z.string(),
  customer_phone: z.string(),
  held_until: z.string(),
  /** Signed by the server: this browser's way back to the deposit (as an emergency's, decision 0114). */
  resume_token: z.string(),
});
export type TDepositPaid = z.infer<typeof ZDepositPaid>;
export const ZDepositResumeRequest = z.object({ resume_tokens: z.array(z.string().max(200)).max(20) });
export type TDepositResumeRequest = z.input<typeof ZDepositResumeRequest>;
export const ZResumableDeposits = z.object({ deposits: z.array(ZDepositPaid.extend({ service_name: z.string() })) });
export type TResumableDeposits = z.infer<typeof ZResumableDeposits>;

export const ZBookingAmounts = z.object({
  subtotal: z.number().int(),
  /** The first-booking discount taken off the subtotal; the deposit is already net of it. */
  discount_amount: z.number().int(),
  initial_payment_amount: z.number().int(),
  remaining_balance: z.number().int(),
});

export const ZBookingCreated = z.object({
  booking: ZBookingAmounts.extend({
    id: z.uuid(),
    service_id: z.uuid(),
    status: z.string(),
    scheduled_date: z.string(),
    scheduled_time: z.string(),
    estimated_hours: z.number().int().nullable(),
    is_test: z.boolean(),
    /**
     * The booking's figures with tax, from its job's ledger (decision 0146); the amounts above are
     * before tax. Absent only from a reply stored, under its idempotency key, before it was added.
     */
    ledger: ZJobLedger.optional(),
  }),
});
export type TBookingCreated = z.infer<typeof ZBookingCreated>;

/** A day's slots; for a service when named (decision 0152: who does its category, for how long). */
export const ZAvailabilityQuery = z.object({ date: ZFutureDate, service_id: z.uuid("must be a service id").optional() });
export const ZAvailability = z.object({
  date: z.string(),
  capacity: z.number().int(),
  slots: z.array(z.object({ time: z.string(), available: z.boolean(), remaining: z.number().int() })),
});
export type TAvailability = z.infer<typeof ZAvailability>;

// The checkout page (DESIGN.md: a booking summary from the server). No contact details.
export const ZBookingSummary = ZBookingAmounts.extend({
  id: z.uuid(),
  service_id: z.uuid().nullable(),
  service_name: z.string().nullable(),
  pricing_type: z.string().nullable(),
  scheduled_date: z.string(),
  scheduled_time: z.string(),
  estimated_hours: z.number().int().nullable(),
  status: z.string(),
  is_test: z.boolean(),
  initial_payment_status: z.string(),
  add_ons: z.array(z.object({ name: z.string(), price: z.number().int() })),
  created_at: z.string(),
  /**
   * The booking's figures with tax, from its job's ledger (decision 0146); the amounts above are
   * before tax. Without the price lines: this page needs no sign-in, and an estimate's or an
   * invoice's lines are the customer's own business (their figures are shown, not their text).
   */
  ledger: ZJobLedger.omit({ lines: true }),
});
export type TBookingSummary = z.infer<typeof ZBookingSummary>;

// The booking dialog asks which discount these contact details would get.
export const ZDiscountPreviewRequest = ZCreateBookingRequest.pick({ customer_email: true, customer_phone: true });
export type TDiscountPreviewRequest = z.input<typeof ZDiscountPreviewRequest>;
export const ZDiscountPreview = z.object({ percent: z.number().int().min(0).max(100) });
export type TDiscountPreview = z.infer<typeof ZDiscountPreview>;
