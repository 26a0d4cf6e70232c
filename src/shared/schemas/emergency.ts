import { z } from "zod";
import { ZAddress, ZCity, ZIdempotencyKey, ZName, ZNotes, ZPhone, ZRequiredEmail, ZState, ZZip } from "./common.ts";

/** customer-side.md §9 response-time options; the first is the default. */
export const RESPONSE_TIMES = [
  "ASAP (Within 2 hours)",
  "Within 4 hours",
  "Within 6 hours",
  "Today - Morning (8AM-12PM)",
  "Today - Afternoon (12PM-5PM)",
  "Today - Evening (5PM-9PM)",
] as const;

// Card details never reach the server (DESIGN.md): only the test-mode flag and a retry key.
export const ZEmergencyPaymentRequest = z.object({ idempotency_key: ZIdempotencyKey, is_test: z.boolean().default(true) });
export const ZEmergencyPayment = z.object({ booking_id: z.uuid(), amount: z.number().int(), is_test: z.boolean() });
export type TEmergencyPayment = z.infer<typeof ZEmergencyPayment>;

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

/** Details without a paid booking (customer-side.md §4 step 4) carry their own retry key. */
export const ZNewEmergencyBooking = ZEmergencyDetails.extend({ idempotency_key: ZIdempotencyKey });
export const ZEmergencyBooked = z.object({ booking_id: z.uuid(), job_id: z.uuid() });
