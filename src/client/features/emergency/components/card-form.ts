import { z } from "zod";
import { cardHasExpired } from "./card-expiry.ts";
import { EMERGENCY_CITY_SHAPE, EMERGENCY_CONTACT_RULE, EMERGENCY_CONTACT_SHAPE, hasEmergencyContact } from "@/shared/schemas/emergency.ts";

/**
 * customer-side.md §5 Emergency payment form: every card field is required on the form, but the
 * values are never read or sent anywhere (DESIGN.md: card data never reaches our server). This
 * schema lives only in the browser for that reason; there is no request to share it with.
 */
export const ZCardForm = z.object({
  card_number: z
    .string()
    .trim()
    .min(1, "is required")
    .refine((value) => /^[\d ]+$/.test(value) && /^\d{13,19}$/.test(value.replaceAll(" ", "")), "must be 13 to 19 digits"),
  expiry: z
    .string()
    .trim()
    .min(1, "is required")
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, "must be written MM/YY")
    .refine((value) => !cardHasExpired(value, new Date()), "is in the past: this card has expired"),
  cvv: z
    .string()
    .trim()
    .min(1, "is required")
    .regex(/^\d{3,4}$/, "must be 3 or 4 digits"),
  cardholder_name: z.string().trim().min(1, "is required").max(100),
  billing_zip: z
    .string()
    .trim()
    .min(1, "is required")
    .regex(/^\d{5}(-\d{4})?$/, "must be a 5-digit ZIP code"),
});
export type TCardForm = z.infer<typeof ZCardForm>;

export const EMPTY_CARD: TCardForm = { card_number: "", expiry: "", cvv: "", cardholder_name: "", billing_zip: "" };

/**
 * The payment dialog's form: the card (kept in the browser) and a way to reach the customer
 * (sent, and checked by the server with the same rule). While a hurricane makes landfall on the
 * storm's counties the city is asked for too, and required: no crew can come there, and the
 * server takes no fee for a city it does not know (decision 0160).
 */
export function emergencyPaymentForm(cityRequired: boolean) {
  return ZCardForm.extend({ ...EMERGENCY_CONTACT_SHAPE, ...EMERGENCY_CITY_SHAPE })
    .refine(hasEmergencyContact, EMERGENCY_CONTACT_RULE)
    .refine((value) => !cityRequired || value.service_city !== undefined, { path: ["service_city"], message: "is required" });
}
export type TEmergencyPaymentFormInput = TCardForm & { customer_phone: string; customer_email: string; service_city: string };
export type TEmergencyPaymentFormOutput = z.output<ReturnType<typeof emergencyPaymentForm>>;
