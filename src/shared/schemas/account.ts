import { z } from "zod";
import { ZJobLedger } from "./ledger.ts";
import { ZEmergencySummary } from "./emergency.ts";
import { zLine } from "./text.ts";
import { ZTimeSlot } from "./bookings.ts";
import { ZCity, ZFutureDate, ZName, ZNotes, ZPhone } from "./common.ts";
import { ZPage, ZPageQuery } from "./pagination.ts";
import { SERVICE_AREA_CITIES } from "../constants.ts";
import { LOCALES } from "../i18n/locale.ts";

// customer-side.md §2 My Bookings: the status a customer sees is the job's progress.
export const CUSTOMER_BOOKING_STATUSES = ["pending", "scheduled", "in_progress", "completed", "cancelled"] as const;
export type TCustomerBookingStatus = (typeof CUSTOMER_BOOKING_STATUSES)[number];

export const ZMyBooking = z.object({
  id: z.uuid(),
  service_id: z.uuid().nullable(),
  /** The service's name (the office's, in English); `service_name_es` its Spanish where written. */
  service_name: z.string(),
  service_name_es: z.string().nullable(),
  scheduled_date: z.string(),
  scheduled_time: z.string(),
  status: z.enum(CUSTOMER_BOOKING_STATUSES),
  technician_name: z.string().nullable(),
  service_address: z.string(),
  service_city: z.string().nullable(),
  customer_phone: z.string(),
  is_emergency: z.boolean(),
  /** An emergency's response window and fee (null for any other booking). */
  emergency: ZEmergencySummary.nullable(),
  can_reschedule: z.boolean(),
  can_cancel: z.boolean(),
  can_rate: z.boolean(),
  rated: z.boolean(),
  created_at: z.string(),
});
export type TMyBooking = z.infer<typeof ZMyBooking>;
/** A page of my bookings, newest first (decision 0028), and how many there are in all. */
export const ZMyBookingList = ZPage(ZMyBooking).extend({ total: z.number().int() });
export type TMyBookingList = z.infer<typeof ZMyBookingList>;
/** The cursor and page size of my bookings and of my payments. */
export const ZMyBookingListQuery = ZPageQuery;

export const ZPaymentRow = z.object({
  id: z.uuid(),
  booking_id: z.uuid().nullable(),
  kind: z.string(),
  amount: z.number().int(),
  status: z.string(),
  is_test: z.boolean(),
  service_name: z.string().nullable(),
  service_name_es: z.string().nullable(),
  /** A step-1 deposit no booking took yet: when it goes back to the card (decision 0140); null otherwise. */
  returns_at: z.string().nullable(),
  created_at: z.string(),
});
export const ZMyBookingDetails = ZMyBooking.extend({
  estimated_hours: z.number().int().nullable(),
  notes: z.string().nullable(),
  add_ons: z.array(z.object({ name: z.string(), price: z.number().int() })),
  subtotal: z.number().int(),
  /** The first-booking discount taken off the subtotal. */
  discount_amount: z.number().int(),
  initial_payment_amount: z.number().int(),
  /** What is left to pay on the booking's job: the ledger's `due` (decision 0135). */
  remaining_balance: z.number().int(),
  /** The job's price lines, discount, tax, payments and balance, as every screen shows them. */
  ledger: ZJobLedger,
  /** The job's invoice once issued: the customer opens it from here (decision 0139). */
  invoice_id: z.uuid().nullable(),
  is_test: z.boolean(),
  /** What cancelling now would refund, and until when the full refund holds; null when it cannot be cancelled. */
  cancel_refund: z.object({ amount: z.number().int(), full_refund_until: z.string() }).nullable(),
  /** A paid deposit whose full refund has ended: moving the visit will not bring it back (decision 0131). */
  deposit_refund_ended: z.boolean(),
  payments: z.array(ZPaymentRow),
  /** The job's customer notes from the technician and staff, newest first (internal notes never). */
  job_notes: z.array(z.object({ id: z.uuid(), body: z.string(), created_at: z.string() })),
});
export type TMyBookingDetails = z.infer<typeof ZMyBookingDetails>;

export const ZRescheduleRequest = z.object({ scheduled_date: ZFutureDate, scheduled_time: ZTimeSlot });
/** The day whose slots a booking could move to. */
export const ZRescheduleSlotsQuery = z.object({ date: ZFutureDate });
export const ZRateBookingRequest = z.object({
  rating: z.number().int("must be a whole number of stars").min(1, "must be 1 to 5").max(5, "must be 1 to 5"),
  review_text: ZNotes.optional(),
});

/** A page of my payments, newest first, and how many there are in all. */
export const ZMyPayments = ZPage(ZPaymentRow).extend({ total: z.number().int() });
export type TMyPayments = z.infer<typeof ZMyPayments>;

export const ZActivity = z.object({
  kind: z.enum(["booking", "emergency", "cancelled", "payment", "completed"]),
  /** What happened and to which booking, in English (the spec's wording); the page words it in its own language. */
  title: z.string(),
  detail: z.string(),
  /** The service the entry is about (the office's name), and its Spanish where the business wrote one. */
  service_name: z.string(),
  service_name_es: z.string().nullable(),
  at: z.string(),
});
export type TActivity = z.infer<typeof ZActivity>;
export const ZAccountOverview = z.object({
  active_bookings: z.number().int(),
  completed_bookings: z.number().int(),
  /** The average of the stars this customer gave; null before their first review. */
  average_rating_given: z.number().nullable(),
  recent_activity: z.array(ZActivity),
});
export type TAccountOverview = z.infer<typeof ZAccountOverview>;

export const ZPendingEmergency = z.object({
  id: z.uuid(),
  emergency_payment_date: z.string().nullable(),
  customer_email: z.string(),
  customer_name: z.string(),
});
export const ZPendingEmergencyList = z.object({ bookings: z.array(ZPendingEmergency) });

/** The language a customer reads (decision 0164). */
export const ZLocale = z.enum(LOCALES);

// customer-side.md §2 Profile page fields.
const optionalText = (max: number) => zLine().trim().max(max, `must be at most ${max} characters`);
export const ZProfile = z.object({
  first_name: optionalText(60),
  last_name: optionalText(60),
  email: z.string(),
  /** As stored; a save checks it with ZPhone (ZUpdateProfileRequest). */
  phone: z.string(),
  address: optionalText(200),
  city: ZCity,
  state: z.union([
    z.literal(""),
    zLine()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, "must be 2 letters"),
  ]),
  zip_code: z.union([
    z.literal(""),
    zLine()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, "must be a 5-digit ZIP code"),
  ]),
  preferred_locale: ZLocale,
});
export type TProfile = z.infer<typeof ZProfile>;
/** The language is kept as it is when a save does not name it. */
export const ZUpdateProfileRequest = ZProfile.omit({ email: true }).extend({
  // Blank, or a phone number by ZPhone's rule (a union would hide its reason behind "Invalid input").
  phone: z.string().pipe(
    z.string().transform((value, context) => {
      if (value.trim() === "") return "";
      const parsed = ZPhone.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) context.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    }),
  ),
  first_name: ZName.or(z.literal("")),
  last_name: ZName.or(z.literal("")),
  preferred_locale: ZLocale.optional(),
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

export const CONTACT_METHODS = ["email", "phone", "text"] as const;
export const ZPreferences = z.object({
  email_notifications: z.object({ bookings: z.boolean(), jobs: z.boolean(), marketing: z.boolean() }),
  preferred_contact: z.enum(CONTACT_METHODS).nullable(),
  preferred_areas: z.array(z.enum(SERVICE_AREA_CITIES)).max(SERVICE_AREA_CITIES.length),
});
export type TPreferences = z.infer<typeof ZPreferences>;
