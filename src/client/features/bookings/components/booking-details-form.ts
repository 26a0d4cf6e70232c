import { z } from "zod";
import type { Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ZCreateBookingRequest } from "@/shared/schemas/bookings.ts";
import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { isHourly, minHoursOf } from "@/shared/rules/pricing.ts";
import { CONTACT_FIELDS, type TContactAddress } from "@/client/lib/contact/saved-contact.ts";

const shape = ZCreateBookingRequest.shape;

/**
 * Step 2 of the booking dialog, validated with the fields of the shared request schema. Only
 * the estimated hours get a per-service floor (customer-side.md §5: not below min_hours).
 */
export function bookingDetailsSchema(service: Pick<TPublicService, "pricing_type" | "min_hours">) {
  const minHours = minHoursOf(service);
  return z.object({
    customer_name: shape.customer_name,
    customer_phone: shape.customer_phone,
    customer_email: shape.customer_email,
    service_address: shape.service_address,
    service_city: shape.service_city,
    service_state: shape.service_state,
    service_zip: shape.service_zip,
    estimated_hours: isHourly(service)
      ? z.number({ error: "must be a whole number" }).int("must be a whole number").min(minHours, `must be at least ${minHours}`).max(24, "must be at most 24")
      : z.undefined(),
    add_on_ids: shape.add_on_ids,
    notes: shape.notes,
  });
}

type TSchema = ReturnType<typeof bookingDetailsSchema>;
export type TBookingDetailsInput = z.input<TSchema>;
export type TBookingDetails = z.output<TSchema>;

export const BOOKING_DETAIL_FIELDS = [...CONTACT_FIELDS, "estimated_hours", "add_on_ids", "notes"] as const satisfies readonly (keyof TBookingDetailsInput)[];

/** Optional text fields left blank are simply not sent (a blank ZIP is not a bad ZIP). */
function withoutBlanks(values: TBookingDetailsInput): TBookingDetailsInput {
  const blank = (value: string | undefined) => (value === undefined || value.trim() === "" ? undefined : value);
  return {
    ...values,
    service_city: blank(values.service_city),
    service_state: blank(values.service_state),
    service_zip: blank(values.service_zip),
    notes: blank(values.notes),
  };
}

export function bookingDetailsResolver(service: TPublicService): Resolver<TBookingDetailsInput, unknown, TBookingDetails> {
  const resolver = zodResolver(bookingDetailsSchema(service));
  return (values, context, options) => resolver(withoutBlanks(values), context, options);
}

/** Step 2's starting values: the saved contact, the minimum hours, no add-ons. */
export function bookingDetailsDefaults(service: TPublicService, contact: TContactAddress): TBookingDetailsInput {
  return {
    ...contact,
    estimated_hours: isHourly(service) ? minHoursOf(service) : undefined,
    add_on_ids: [],
    notes: "",
  };
}
