import { z } from "zod";
import { ZAddress, ZCity, ZIdempotencyKey, ZName, ZNotes, ZPhone, ZRequiredEmail, ZState, ZZip } from "./common.ts";
import { EMERGENCY_STEPS } from "../rules/emergency-timeline.ts";
import { CONTACT_NEEDED } from "../rules/refusals.ts";
import { RESPONSE_TIMES } from "../rules/emergency-promise.ts";

/**
 * An emergency job's own summary (customer-side.md §9): the response window the customer is
 * promised and the $25 fee, paid or not. Null for any other job: an emergency is a kind of job,
 * never a booking with a missing service.
 */
export const ZEmergencySummary = z.object({
  /** One of RESPONSE_TIMES: the job's window when the office set one, else the one asked for. */
  response_window: z.string(),
  /** Cents. */
  fee: z.number().int(),
  fee_paid: z.boolean(),
});
export type TEmergencySummary = z.infer<typeof ZEmergencySummary>;

/** A blank optional field is simply not given. */
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/**
 * Card details never reach the server (DESIGN.md): the test-mode flag, a retry key, and a way to
 * reach the customer. A paid emergency is never left without one: at least a
 * phone number or an e-mail, stored on the booking before any other detail is known.
 */
export const EMERGENCY_CONTACT_SHAPE = {
  customer_phone: z.preprocess(blankToUndefined, ZPhone.optional()),
  customer_email: z.preprocess(blankToUndefined, ZRequiredEmail.optional()),
};
/** The rule both the payment form and the server check: a phone, an e-mail, or both. */
export const hasEmergencyContact = (value: { customer_phone?: unknown; customer_email?: unknown }) =>
  value.customer_phone !== undefined || value.customer_email !== undefined;
export const EMERGENCY_CONTACT_RULE = { path: ["customer_phone"], message: CONTACT_NEEDED };
/** Where help is needed, when known: at storm landfall the charge is paused in the affected counties (decision 0160). */
export const EMERGENCY_CITY_SHAPE = { service_city: z.preprocess(blankToUndefined, ZCity.optional()) };

export const ZEmergencyPaymentRequest = z
  .object({
    idempotency_key: ZIdempotencyKey,
    is_test: z.boolean().default(true),
    ...EMERGENCY_CONTACT_SHAPE,
    ...EMERGENCY_CITY_SHAPE,
  })
  .refine(hasEmergencyContact, EMERGENCY_CONTACT_RULE);
export type TEmergencyPaymentRequest = z.input<typeof ZEmergencyPaymentRequest>;
export const ZEmergencyPayment = z.object({
  booking_id: z.uuid(),
  amount: z.number().int(),
  is_test: z.boolean(),
  /** Signed by the server: lets this browser come back to the booking to finish its details. */
  resume_token: z.string(),
});
export type TEmergencyPayment = z.infer<typeof ZEmergencyPayment>;

/** The signed resume token, as the browser sends it back. */
const ZResumeToken = z.string().min(1, "is required").max(200);
/** A resume token read back: whether its paid booking still needs its details. */
export const ZEmergencyResumeRequest = z.object({ resume_token: ZResumeToken });
export const ZEmergencyResume = z.object({
  booking_id: z.uuid(),
  emergency_payment_date: z.string().nullable(),
  needs_details: z.boolean(),
  /** The contact given at payment, which fills the details form (the token's holder gave it). */
  customer_phone: z.string(),
  customer_email: z.string(),
});
export type TEmergencyResume = z.infer<typeof ZEmergencyResume>;

/** Admin: paid emergencies still without details, oldest first, with the contact given at payment. */
export const ZPendingDetailsEmergency = z.object({
  id: z.uuid(),
  emergency_payment_date: z.string().nullable(),
  customer_phone: z.string(),
  customer_email: z.string(),
  is_test: z.boolean(),
});
export const ZPendingDetailsEmergencyList = z.object({ bookings: z.array(ZPendingDetailsEmergency) });

// customer-side.md §5 Emergency details form: every field required, state 2 characters.
export const ZEmergencyDetails = z.object({
  customer_name: ZName,
  customer_phone: ZPhone,
  customer_email: ZRequiredEmail,
  service_address: ZAddress,
  service_city: ZCity.min(1, "is required"),
  service_state: ZState,
  service_zip: ZZip,
  response_time: z.enum(RESPONSE_TIMES).default(RESPONSE_TIMES[0]),
  description: ZNotes.min(1, "is required"),
});
export type TEmergencyDetails = z.input<typeof ZEmergencyDetails>;

/**
 * The details that complete a paid booking (decision 0114): a guest proves the booking is theirs
 * with the resume token issued at payment; a booking paid while signed in needs only its owner's session.
 */
export const ZCompleteEmergency = ZEmergencyDetails.extend({ resume_token: ZResumeToken.optional() });
export type TCompleteEmergency = z.input<typeof ZCompleteEmergency>;

/** Details without a paid booking (customer-side.md §4 step 4) carry their own retry key. */
export const ZNewEmergencyBooking = ZEmergencyDetails.extend({ idempotency_key: ZIdempotencyKey });
export const ZEmergencyBooked = z.object({ booking_id: z.uuid(), job_id: z.uuid() });

/**
 * Decision 0158: one emergency's timeline as its customer (and staff) sees it. `now` is the
 * server's clock when it was read: the countdown runs from it and `due_at`, never from the
 * browser's clock.
 */
export const ZEmergencyTimeline = z.object({
  booking_id: z.uuid(),
  job_id: z.uuid().nullable(),
  step: z.enum(EMERGENCY_STEPS),
  cancelled: z.boolean(),
  /** The details are still missing: the office cannot send anyone yet. */
  needs_details: z.boolean(),
  received_at: z.string(),
  due_at: z.string(),
  now: z.string(),
  assigned_at: z.string().nullable(),
  set_off_at: z.string().nullable(),
  eta_minutes: z.number().int().nullable(),
  /** Set off plus the estimate. */
  arrival_estimate: z.string().nullable(),
  arrived_at: z.string().nullable(),
  done_at: z.string().nullable(),
  technician: z.object({ name: z.string(), photo_url: z.string().nullable() }).nullable(),
  outcome: z.object({ kept: z.boolean(), minutes: z.number().int() }).nullable(),
  /** Decision 0138: the fee credited to the visit's invoice because the promise was missed; null when none is. */
  fee_credit: z.number().int().nullable(),
});
export type TEmergencyTimeline = z.infer<typeof ZEmergencyTimeline>;

/** "On my way": the technician's estimate of the drive, in minutes. */
export const ZEmergencyOnMyWay = z.object({
  eta_minutes: z
    .number({ error: "must be a number of minutes" })
    .int("must be whole minutes")
    .min(1, "must be at least 1 minute")
    .max(240, "must be at most 240 minutes"),
});
export type TEmergencyOnMyWay = z.infer<typeof ZEmergencyOnMyWay>;
/** "Arrived" carries nothing: the server's clock records the time. */
export const ZEmergencyArrived = z.object({}).strict();
