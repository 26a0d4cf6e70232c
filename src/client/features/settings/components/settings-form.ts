import { z } from "zod";
import { ZBusinessSettings, type TBusinessSettings } from "@/shared/schemas/settings.ts";
import { STORM_COUNTIES, STORM_PHASES } from "@/shared/rules/storm.ts";
import { ZNwsZone } from "@/shared/schemas/weather-alerts.ts";

// The Settings form's values are what the inputs hold (text); its schema turns them into the
// shared ZBusinessSettings' values, so the form and PUT /api/admin/settings check the same rules.
const S = ZBusinessSettings.shape;

const whole = <T extends z.ZodType<unknown, number>>(schema: T) => z.string().trim().regex(/^\d+$/, "must be a whole number").transform(Number).pipe(schema);
const decimal = <T extends z.ZodType<unknown, number>>(schema: T) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, "must be a number")
    .transform(Number)
    .pipe(schema);
/** Dollars as typed ("25" or "25.50") to cents. */
const dollars = <T extends z.ZodType<unknown, number>>(schema: T) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, "must be an amount in dollars, like 25 or 25.50")
    .transform((value) => Math.round(Number(value) * 100))
    .pipe(schema);
const optionalUrl = <T extends z.ZodType<unknown, string | null>>(schema: T) =>
  z
    .string()
    .trim()
    .transform((value) => (value === "" ? null : value))
    .pipe(schema);

/** A weekday's hours as typed (whole hours, 0-24); both empty: closed, emergencies only. */
const ZDayHoursForm = z
  .object({ open: z.string().trim(), close: z.string().trim() })
  .superRefine((day, context) => {
    if (day.open === "" && day.close === "") return;
    for (const key of ["open", "close"] as const) {
      if (!/^\d{1,2}$/.test(day[key])) context.addIssue({ code: "custom", path: [key], message: "must be a whole hour (0-24), or both empty" });
    }
  })
  .transform((day) => (day.open === "" && day.close === "" ? null : { open: Number(day.open), close: Number(day.close) }))
  .pipe(S.opening_hours.shape.weekly.element);

export const ZSettingsForm = z.object({
  name: S.name,
  phone: S.phone,
  email: z.string().trim().pipe(S.email),
  emergency_email: z.string().trim().pipe(S.emergency_email),
  address: z.string().trim().max(200),
  opening_hours: z.object({ weekly: z.array(ZDayHoursForm).length(7), holidays: S.opening_hours.shape.holidays }),
  /** Entered comma-separated, trimmed (as the service form's areas). */
  service_areas: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((area) => area.trim())
        .filter(Boolean),
    )
    .pipe(S.service_areas),
  emergency_fee_cents: dollars(S.emergency_fee_cents),
  emergency_promise_credit: S.emergency_promise_credit,
  tax_rate_percent: decimal(S.tax_rate_percent),
  labor_rate_cents: dollars(S.labor_rate_cents),
  /** Empty: as many bookings per slot as there are active technicians. */
  max_bookings_per_slot: z
    .string()
    .trim()
    .refine((value) => value === "" || /^\d+$/.test(value), "must be a whole number, or empty")
    .transform((value) => (value === "" ? null : Number(value)))
    .pipe(S.max_bookings_per_slot),
  booking_window_days: whole(S.booking_window_days),
  first_booking_discount: z.object({ enabled: z.boolean(), percent: whole(S.first_booking_discount.shape.percent) }),
  refund_policy: z.object({ full_refund_hours_before: whole(S.refund_policy.shape.full_refund_hours_before) }),
  schedule: z.object({
    reminder_hour: whole(S.schedule.shape.reminder_hour),
    emergency_unassigned_minutes: whole(S.schedule.shape.emergency_unassigned_minutes),
    review_request_hours: whole(S.schedule.shape.review_request_hours),
    invoice_followup_days: whole(S.schedule.shape.invoice_followup_days),
    invoice_followup_max: whole(S.schedule.shape.invoice_followup_max),
    chat_reply_email_minutes: whole(S.schedule.shape.chat_reply_email_minutes),
  }),
  /** The storm-season mode (decision 0160): the counties are checkboxes, the declaration day a date input (empty: none). */
  storm: z
    .object({
      phase: z.enum(STORM_PHASES),
      counties: z.preprocess((value) => (Array.isArray(value) ? value : value ? [value] : []), z.array(z.enum(STORM_COUNTIES))),
      hold_back_percent: whole(z.number().int().min(0).max(90)),
      emergency_declared_on: z
        .string()
        .trim()
        .transform((value) => (value === "" ? null : value))
        .pipe(z.iso.date({ error: "must be a date" }).nullable()),
    })
    .pipe(S.storm),
  /** Decision 0173: the zones are typed comma-separated, in any case ("flz045, FLZ145"). */
  weather_alerts: z
    .object({
      enabled: z.boolean(),
      zones: z
        .string()
        .transform((value) =>
          value
            .split(",")
            .map((zone) => zone.trim().toUpperCase())
            .filter(Boolean),
        )
        // On the one text field, naming the code at fault (the shared schema names its index).
        .superRefine((zones, context) => {
          const wrong = zones.find((zone) => !ZNwsZone.safeParse(zone).success);
          if (wrong) context.addIssue({ code: "custom", message: `${wrong} is not an NWS zone code (like FLZ045)` });
        }),
    })
    .pipe(S.weather_alerts),
  embeds: z.object({
    invoices_url: optionalUrl(S.embeds.shape.invoices_url),
    customers_url: optionalUrl(S.embeds.shape.customers_url),
    billing_settings_url: optionalUrl(S.embeds.shape.billing_settings_url),
  }),
});
export type TSettingsFormValues = z.input<typeof ZSettingsForm>;
export type TSettingsFormOutput = z.output<typeof ZSettingsForm>;

const text = (value: number) => String(value);
const money = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

export function toFormValues(settings: TBusinessSettings): TSettingsFormValues {
  return {
    name: settings.name,
    phone: settings.phone,
    email: settings.email,
    emergency_email: settings.emergency_email,
    address: settings.address ?? "",
    opening_hours: {
      weekly: settings.opening_hours.weekly.map((day) => (day ? { open: text(day.open), close: text(day.close) } : { open: "", close: "" })),
      holidays: settings.opening_hours.holidays.map((holiday) => ({ ...holiday })),
    },
    service_areas: settings.service_areas.join(", "),
    emergency_fee_cents: money(settings.emergency_fee_cents),
    emergency_promise_credit: settings.emergency_promise_credit,
    tax_rate_percent: text(settings.tax_rate_percent),
    labor_rate_cents: money(settings.labor_rate_cents),
    max_bookings_per_slot: settings.max_bookings_per_slot === null ? "" : text(settings.max_bookings_per_slot),
    booking_window_days: text(settings.booking_window_days),
    first_booking_discount: { enabled: settings.first_booking_discount.enabled, percent: text(settings.first_booking_discount.percent) },
    refund_policy: { full_refund_hours_before: text(settings.refund_policy.full_refund_hours_before) },
    schedule: {
      reminder_hour: text(settings.schedule.reminder_hour),
      emergency_unassigned_minutes: text(settings.schedule.emergency_unassigned_minutes),
      review_request_hours: text(settings.schedule.review_request_hours),
      invoice_followup_days: text(settings.schedule.invoice_followup_days),
      invoice_followup_max: text(settings.schedule.invoice_followup_max),
      chat_reply_email_minutes: text(settings.schedule.chat_reply_email_minutes),
    },
    storm: {
      phase: settings.storm.phase,
      counties: [...settings.storm.counties],
      hold_back_percent: text(settings.storm.hold_back_percent),
      emergency_declared_on: settings.storm.emergency_declared_on ?? "",
    },
    weather_alerts: { enabled: settings.weather_alerts.enabled, zones: settings.weather_alerts.zones.join(", ") },
    embeds: {
      invoices_url: settings.embeds.invoices_url ?? "",
      customers_url: settings.embeds.customers_url ?? "",
      billing_settings_url: settings.embeds.billing_settings_url ?? "",
    },
  };
}

/** The saved document with the form's groups replaced; groups the form does not show are kept as read. */
export function toSettings(saved: TBusinessSettings, form: TSettingsFormOutput): TBusinessSettings {
  return { ...saved, ...form, address: form.address || undefined };
}
