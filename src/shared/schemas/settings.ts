import { z } from "zod";
import { zLine } from "./text.ts";

// DESIGN.md, Data: the business settings every page reads (one phone number everywhere).
export const ZBusinessHours = z.object({ days: zLine().min(1), hours: zLine().min(1) });

export const ZFirstBookingDiscount = z.object({ enabled: z.boolean(), percent: z.number().int().min(1).max(100) });
export const ZRefundPolicy = z.object({
  /** A cancelled booking's deposit is refunded in full when the slot is at least this many hours away; nothing after. */
  full_refund_hours_before: z.number().int().min(0).max(720),
});
export const ZMarketingFigures = z.object({
  projects_completed: z.number().int().min(0),
  happy_customers: z.number().int().min(0),
  rating: z.number().min(0).max(5),
  years_in_business: z.number().int().min(0),
});
export type TMarketingFigures = z.infer<typeof ZMarketingFigures>;

export const ZBusinessSettings = z.object({
  name: zLine().trim().min(1).max(120),
  phone: zLine().trim().min(7).max(30),
  email: z.email(),
  emergency_email: z.email(),
  address: zLine().trim().max(200).optional(),
  hours: z.array(ZBusinessHours).min(1),
  service_areas: z.array(zLine().trim().min(1)).min(1),
  tax_rate_percent: z.number().min(0).max(100),
  labor_rate_cents: z.number().int().min(0),
  /** A lower cap than the number of active technicians, when set (issue 3: slot capacity). */
  max_bookings_per_slot: z.number().int().positive().nullable(),
  /** How many days ahead a booking may be made or moved to (issue 8: no bookings for 9999). */
  booking_window_days: z.number().int().min(1).max(730),
  /** Issue 7: the first-booking discount the site advertises only while it is on. */
  first_booking_discount: ZFirstBookingDiscount,
  /** Issue 7: what a customer gets back when they cancel (docs/decisions/0008). */
  refund_policy: ZRefundPolicy,
  /** Issue 7: the figures the landing page claims, kept in one place. */
  marketing: ZMarketingFigures,
  embeds: z.object({
    invoices_url: z.url().nullable(),
    customers_url: z.url().nullable(),
    billing_settings_url: z.url().nullable(),
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
  hours: true,
  service_areas: true,
  booking_window_days: true,
  first_booking_discount: true,
  refund_policy: true,
  marketing: true,
}).extend({
  /** The server-side constant EMERGENCY_FEE_CENTS, for the emergency dialog's wording. */
  emergency_fee_cents: z.number().int(),
  /**
   * False while no live payment provider is configured: the dialogs lock test mode on and say
   * so, rather than offer a real charge nobody can take (issue 7 item 1).
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
  hours: [
    { days: "Mon-Fri", hours: "7AM-6PM" },
    { days: "Sat", hours: "8AM-4PM" },
    { days: "Sun", hours: "Emergency only" },
  ],
  service_areas: ["Orlando", "Tampa", "Kissimmee", "Winter Garden", "Clermont", "Lakeland"],
  tax_rate_percent: 7.5,
  labor_rate_cents: 8500,
  max_bookings_per_slot: null,
  booking_window_days: 180,
  // Off until the business chooses to offer it: no page claims a discount nobody set up.
  first_booking_discount: { enabled: false, percent: 10 },
  refund_policy: { full_refund_hours_before: 24 },
  // customer-side.md §1, §2 and §9: 500+ projects, 500+ happy customers, a 5.0 rating, 10+ years.
  marketing: { projects_completed: 500, happy_customers: 500, rating: 5, years_in_business: 10 },
  embeds: { invoices_url: null, customers_url: null, billing_settings_url: null },
};
