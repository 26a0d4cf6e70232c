import { z } from "zod";
import { zLine } from "./text.ts";

// DESIGN.md, Data: the business settings every page reads (one phone number everywhere).
export const ZBusinessHours = z.object({ days: zLine().min(1), hours: zLine().min(1) });

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
}).extend({
  /** The server-side constant EMERGENCY_FEE_CENTS, for the emergency dialog's wording. */
  emergency_fee_cents: z.number().int(),
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
  embeds: { invoices_url: null, customers_url: null, billing_settings_url: null },
};
