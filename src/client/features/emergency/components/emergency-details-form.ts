import type { Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { CONTACT_FIELDS, type TContactAddress } from "@/client/lib/contact/saved-contact.ts";
import { ZEmergencyDetails, type TEmergencyDetails } from "@/shared/schemas/emergency.ts";
import { RESPONSE_TIMES } from "@/shared/rules/emergency-promise.ts";

export const EMERGENCY_FIELDS = [...CONTACT_FIELDS, "response_time", "description"] as const satisfies readonly (keyof TEmergencyDetails)[];

/**
 * The saved contact, the first response time, no description yet. The phone and e-mail given at
 * payment come first: they are what the customer just typed for this emergency.
 */
export function emergencyDefaults(
  contact: TContactAddress,
  paid?: { customer_phone: string; customer_email: string; service_city?: string },
): TEmergencyDetails {
  return {
    ...contact,
    customer_phone: paid?.customer_phone || contact.customer_phone,
    customer_email: paid?.customer_email || contact.customer_email,
    service_city: paid?.service_city || contact.service_city,
    response_time: RESPONSE_TIMES[0],
    description: "",
  };
}

const zod = zodResolver(ZEmergencyDetails);

/** The shared schema, with one message for every field left blank: "… is required". */
export const emergencyDetailsResolver: Resolver<TEmergencyDetails, unknown, z.output<typeof ZEmergencyDetails>> = async (values, context, options) => {
  const result = await zod(values, context, options);
  for (const name of EMERGENCY_FIELDS) {
    const error = result.errors[name];
    if (error && values[name]?.trim() === "") error.message = "is required";
  }
  return result;
};
