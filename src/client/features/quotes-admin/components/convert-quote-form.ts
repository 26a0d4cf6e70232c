import { z } from "zod";
import { ZConvertQuoteRequest, type TAdminQuote } from "@/shared/schemas/quotes-admin.ts";

const shape = ZConvertQuoteRequest.shape;
const blankToNull = (value: unknown) => (value === "" ? null : value);

/** The shared request schema, with the inputs' blank date and time read as "not set". */
export const ZConvertQuoteForm = z.object({
  ...shape,
  scheduled_date: z.preprocess(blankToNull, shape.scheduled_date),
  scheduled_time: z.preprocess(blankToNull, shape.scheduled_time),
});
export type TConvertQuoteValues = z.input<typeof ZConvertQuoteForm>;

export const CONVERT_QUOTE_FIELDS = [
  "title",
  "description",
  "customer_name",
  "customer_email",
  "customer_phone",
  "service_address",
  "service_city",
  "service_state",
  "service_zip",
  "priority",
  "scheduled_date",
  "scheduled_time",
] as const satisfies readonly (keyof TConvertQuoteValues)[];

/**
 * Prefilled from the quote; what a quote never carries (the address, and the e-mail when it
 * was left out) is asked for, never invented. The state starts as Florida, where the business works.
 */
export function convertQuoteDefaults(quote: TAdminQuote): TConvertQuoteValues {
  return {
    title: quote.service,
    description: quote.message,
    customer_name: quote.name,
    customer_email: quote.email ?? "",
    customer_phone: quote.phone,
    service_address: "",
    service_city: "",
    service_state: "FL",
    service_zip: "",
    priority: "medium",
    scheduled_date: "",
    scheduled_time: "",
  };
}
