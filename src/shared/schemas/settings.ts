import { z } from "zod";
import { zLine } from "./text.ts";
import { EMERGENCY_FEE_CENTS } from "../constants.ts";
import { STORM_COUNTIES, STORM_PHASES } from "../rules/storm.ts";
import { ZWeatherAlertSettings } from "./weather-alerts.ts";

// DESIGN.md, Data: the business settings every page reads (one phone number everywhere).
/** A row of the hours as the site writes them ("Mon-Fri", "7AM-6PM"), made from `opening_hours` (decision 0150). */
export const ZBusinessHours = z.object({ days: zLine().min(1), hours: zLine().min(1) });

/** One weekday's hours in whole hours of the business's clock; null: closed, emergencies only. */
export const ZDayHours = z
  .object({ open: z.number().int().min(0).max(23), close: z.number().int().min(1).max(24) })
  .refine((day) => day.close > day.open, { error: "must close after it opens", path: ["close"] })
  .nullable();
const zHolidayName = zLine().trim().min(1).max(60);
export const ZHoliday = z.discriminatedUnion("kind", [
  z.object({ name: zHolidayName, kind: z.literal("date"), month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(31) }),
  z.object({
    name: zHolidayName,
    kind: z.literal("weekday"),
    month: z.number().int().min(1).max(12),
    /** 0 = Sunday. */
    weekday: z.number().int().min(0).max(6),
    /** The nth such weekday of the month, 1-4, or -1 for the last. */
    week: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)]),
  }),
]);
/** Decision 0150: when the business takes bookings; the site's hours text and the booking slots read it. */
export const ZOpeningHours = z.object({
  /** Sunday first. */
  weekly: z.array(ZDayHours).length(7),
  holidays: z.array(ZHoliday).max(50),
});
export type TOpeningHoursSetting = z.infer<typeof ZOpeningHours>;

export const ZFirstBookingDiscount = z.object({ enabled: z.boolean(), percent: z.number().int().min(1).max(100) });
export const ZRefundPolicy = z.object({
  /** A cancelled booking's deposit is refunded in full when the slot is at least this many hours away; nothing after. */
  full_refund_hours_before: z.number().int().min(0).max(720),
});
/**
 * The landing page's figures that only the business knows. The rating is not one of them: it is
 * the published reviews' (decision 0119), so no setting can contradict the reviews shown.
 */
export const ZMarketingFigures = z.object({
  projects_completed: z.number().int().min(0),
  happy_customers: z.number().int().min(0),
  years_in_business: z.number().int().min(0),
});
export type TMarketingFigures = z.infer<typeof ZMarketingFigures>;

/** What the landing page shows: the settings' figures, and the rating of the published reviews. */
export const ZPublicMarketing = ZMarketingFigures.extend({
  /** The average of every review of an active service, to 1 decimal; null while there is none. */
  rating: z.number().nullable(),
  review_count: z.number().int(),
});
export type TPublicMarketing = z.infer<typeof ZPublicMarketing>;

/**
 * Scheduled work: when the product acts by itself. Kept with the business settings
 * (the Settings form shows them); every task reads them when it runs.
 */
export const ZScheduleSettings = z.object({
  /** The appointment reminder goes out from this hour (0-23, business time) the day before a job. */
  reminder_hour: z.number().int().min(0).max(23),
  /** A paid emergency still unassigned this many minutes after payment is raised to every admin again. */
  emergency_unassigned_minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  /** The review request goes this many hours after a job is completed. */
  review_request_hours: z
    .number()
    .int()
    .min(0)
    .max(24 * 30),
  /** An unpaid invoice is followed up every this many days… */
  invoice_followup_days: z.number().int().min(1).max(365),
  /** …at most this many times. */
  invoice_followup_max: z.number().int().min(0).max(10),
  /** A staff reply the customer has not seen in the chat after this many minutes goes by e-mail. */
  chat_reply_email_minutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
});
export type TScheduleSettings = z.infer<typeof ZScheduleSettings>;

/**
 * Storm-season mode (decision 0160): the phase, the counties the storm affects, the share of each
 * slot held back for emergencies in Prep, and the day a state of emergency was declared (the price
 * lock holds while it is set, decision 0161).
 */
export const ZStormSettings = z
  .object({
    phase: z.enum(STORM_PHASES),
    counties: z.array(z.enum(STORM_COUNTIES)).max(STORM_COUNTIES.length),
    hold_back_percent: z.number().int().min(0).max(90),
    /** The day the state of emergency was declared (business date), or null while none is. */
    emergency_declared_on: z.iso.date().nullable(),
  })
  .refine((storm) => storm.phase === "off" || storm.counties.length > 0, { error: "choose at least one county", path: ["counties"] });
export type TStormSettings = z.infer<typeof ZStormSettings>;

const ZEmbedUrl = z.url({ protocol: /^https$/, error: "must be an https:// address" }).max(2000);

export const ZBusinessSettings = z.object({
  name: zLine().trim().min(1).max(120),
  phone: zLine().trim().min(7).max(30),
  email: z.email(),
  emergency_email: z.email(),
  address: zLine().trim().max(200).optional(),
  opening_hours: ZOpeningHours,
  service_areas: z.array(zLine().trim().min(1)).min(1),
  /** customer-side.md §9's $25 emergency fee, now the business's to set: charged by the server. */
  emergency_fee_cents: z.number().int().min(0).max(1_000_000),
  /** Decision 0138: an emergency reached after its 2-hour promise has its fee credited to the visit's invoice. */
  emergency_promise_credit: z.boolean(),
  tax_rate_percent: z.number().min(0).max(100),
  labor_rate_cents: z.number().int().min(0).max(10_000_000),
  /** A lower cap than the number of active technicians, when set (slot capacity). */
  max_bookings_per_slot: z.number().int().positive().nullable(),
  /** How many days ahead a booking may be made or moved to (no bookings for 9999). */
  booking_window_days: z.number().int().min(1).max(730),
  /** The first-booking discount the site advertises only while it is on. */
  first_booking_discount: ZFirstBookingDiscount,
  /** What a customer gets back when they cancel (docs/decisions/0008). */
  refund_policy: ZRefundPolicy,
  /** The figures the landing page claims, kept in one place. */
  marketing: ZMarketingFigures,
  schedule: ZScheduleSettings,
  storm: ZStormSettings,
  /**
   * Decision 0173: the weather service's alerts for these zones suggest storm-season mode. Not in
   * the public settings: what the office watches is not the site's to say.
   */
  weather_alerts: ZWeatherAlertSettings,
  /**
   * staff-side.md §2: the external business platform's pages, offered as an extra tab where set.
   * Only https (the CSP's frame-src allows nothing else, and no script URL can reach a frame).
   */
  embeds: z.object({
    invoices_url: ZEmbedUrl.nullable(),
    customers_url: ZEmbedUrl.nullable(),
    billing_settings_url: ZEmbedUrl.nullable(),
  }),
});
export type TBusinessSettings = z.infer<typeof ZBusinessSettings>;

/** What any visitor may read: no embed URLs, no internal rates. */
export const ZPublicSettings = ZBusinessSettings.pick({
  name: true,
  phone: true,
  email: true,
  emergency_email: true,
  address: true,
  opening_hours: true,
  service_areas: true,
  booking_window_days: true,
  first_booking_discount: true,
  refund_policy: true,
  /** Stated in the booking dialog before paying: tax is added at this rate (decision 0146). */
  tax_rate_percent: true,
  /** The fee the server charges, for the emergency dialogs' wording. */
  emergency_fee_cents: true,
  /** The storm banner and pinned collection read the phase and counties. */
  storm: true,
}).extend({
  /** `opening_hours` as the site writes them (decision 0150). */
  hours: z.array(ZBusinessHours).min(1),
  marketing: ZPublicMarketing,
  /**
   * False while no live payment provider is configured: the dialogs lock test mode on and say
   * so, rather than offer a real charge nobody can take.
   */
  live_payments: z.boolean(),
});
export type TPublicSettings = z.infer<typeof ZPublicSettings>;

export const DEFAULT_BUSINESS_SETTINGS: TBusinessSettings = {
  name: "HomeFix",
  phone: "(407) 555-0142",
  email: "hello@homefix.test",
  emergency_email: "emergency@homefix.test",
  address: "Orlando, FL",
  // customer-side.md: "Mon-Fri 7AM-6PM, Sat 8AM-4PM, Sun Emergency only", and the holidays most
  // US trades close on (decision 0150).
  opening_hours: {
    weekly: [null, ...Array.from({ length: 5 }, () => ({ open: 7, close: 18 })), { open: 8, close: 16 }],
    holidays: [
      { name: "New Year's Day", kind: "date", month: 1, day: 1 },
      { name: "Memorial Day", kind: "weekday", month: 5, weekday: 1, week: -1 },
      { name: "Independence Day", kind: "date", month: 7, day: 4 },
      { name: "Labor Day", kind: "weekday", month: 9, weekday: 1, week: 1 },
      { name: "Thanksgiving", kind: "weekday", month: 11, weekday: 4, week: 4 },
      { name: "Christmas Day", kind: "date", month: 12, day: 25 },
    ],
  },
  service_areas: ["Orlando", "Tampa", "Kissimmee", "Winter Garden", "Clermont", "Lakeland"],
  emergency_fee_cents: EMERGENCY_FEE_CENTS,
  // On until the business turns it off: a missed promise costs the customer nothing (decision 0138).
  emergency_promise_credit: true,
  tax_rate_percent: 7.5,
  labor_rate_cents: 8500,
  max_bookings_per_slot: null,
  booking_window_days: 180,
  // Off until the business chooses to offer it: no page claims a discount nobody set up.
  first_booking_discount: { enabled: false, percent: 10 },
  refund_policy: { full_refund_hours_before: 24 },
  // customer-side.md §1, §2 and §9: 500+ projects, 500+ happy customers, a 5.0 rating, 10+ years.
  marketing: { projects_completed: 500, happy_customers: 500, years_in_business: 10 },
  // The day before at 5 PM; the emergency promise's 30 minutes; a review request two
  // hours after the work; unpaid invoices followed up after 7 days, twice at most.
  schedule: {
    reminder_hour: 17,
    emergency_unassigned_minutes: 30,
    review_request_hours: 2,
    invoice_followup_days: 7,
    invoice_followup_max: 2,
    chat_reply_email_minutes: 2,
  },
  storm: { phase: "off", counties: [], hold_back_percent: 20, emergency_declared_on: null },
  // Off until the business turns it on: a development machine or CI has no network to reach it.
  weather_alerts: { enabled: false, zones: [] },
  embeds: { invoices_url: null, customers_url: null, billing_settings_url: null },
};

/** The saved settings with the version a save must name (compare-and-set, decision 0053). */
export const ZSettingsDocument = z.object({ settings: ZBusinessSettings, version: z.number().int().min(0), updated_at: z.string().nullable() });
export type TSettingsDocument = z.infer<typeof ZSettingsDocument>;

export const ZSaveSettingsRequest = z.object({ settings: ZBusinessSettings, version: z.number().int().min(0).max(2_147_483_647) });
export type TSaveSettingsRequest = z.infer<typeof ZSaveSettingsRequest>;
