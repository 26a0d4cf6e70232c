import { z } from "zod";
import { ZAddress, ZCity, ZIdempotencyKey, ZName, ZNotes, ZPhone, ZRequiredEmail } from "./common.ts";
import { STORM_NEEDS } from "../rules/storm.ts";

// The storm waitlist (decision 0160): requests taken at landfall and in recovery, triaged by need.
export const ZStormWaitlistRequest = z.object({
  idempotency_key: ZIdempotencyKey,
  customer_name: ZName,
  customer_email: ZRequiredEmail,
  customer_phone: ZPhone,
  service_address: ZAddress,
  service_city: ZCity.min(1, "is required"),
  need: z.enum(STORM_NEEDS, { error: "choose what the storm did" }),
  details: ZNotes.optional(),
});
export type TStormWaitlistRequest = z.input<typeof ZStormWaitlistRequest>;

/** A request's place: 1 is next; null once it is booked or withdrawn. */
export const ZStormWaitlistPlace = z.object({
  id: z.uuid(),
  need: z.enum(STORM_NEEDS),
  status: z.enum(["waiting", "booked", "withdrawn"]),
  place: z.number().int().min(1).nullable(),
  /**
   * When the office's call can be expected, in hours from now, at its pace over the last day
   * (shared/rules/storm.ts); null while waiting with no pace yet, and once no longer waiting.
   */
  expected: z.object({ from_hours: z.number().int().min(0), to_hours: z.number().int().min(1), booked_last_day: z.number().int().min(1) }).nullable(),
  created_at: z.string(),
});
export type TStormWaitlistPlace = z.infer<typeof ZStormWaitlistPlace>;

export const ZStormWaitlistParams = z.object({ id: z.uuid("must be a waitlist id") });

export const ZAdminStormWaitlistQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** The office's view: the waiting requests from the top (most urgent need, then oldest). */
export const ZAdminStormWaitlistEntry = z.object({
  id: z.uuid(),
  place: z.number().int().min(1),
  need: z.enum(STORM_NEEDS),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  service_address: z.string(),
  service_city: z.string(),
  county: z.string(),
  details: z.string().nullable(),
  created_at: z.string(),
});
export const ZAdminStormWaitlist = z.object({ entries: z.array(ZAdminStormWaitlistEntry), total: z.number().int() });
export type TAdminStormWaitlist = z.infer<typeof ZAdminStormWaitlist>;
