import type { Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { RESPONSE_TIMES, ZEmergencyDetails, type TEmergencyDetails } from "@/shared/schemas/emergency.ts";

type TTextField = {
  name: Exclude<keyof TEmergencyDetails, "response_time" | "description">;
  label: string;
  type?: "tel" | "email";
  autoComplete: string;
  maxLength?: number;
  numeric?: boolean;
  className?: string;
};

// customer-side.md §5 Emergency details form: every field required, matching input types.
export const EMERGENCY_TEXT_FIELDS: TTextField[] = [
  { name: "customer_name", label: "Full Name", autoComplete: "name", className: "sm:col-span-2" },
  { name: "customer_phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "customer_email", label: "Email", type: "email", autoComplete: "email" },
  { name: "service_address", label: "Street Address", autoComplete: "street-address", className: "sm:col-span-2" },
  { name: "service_city", label: "City", autoComplete: "address-level2", className: "sm:col-span-2" },
  { name: "service_state", label: "State", autoComplete: "address-level1", maxLength: 2 },
  { name: "service_zip", label: "ZIP Code", autoComplete: "postal-code", numeric: true, maxLength: 10 },
];

export const EMERGENCY_FIELDS = [
  "customer_name",
  "customer_phone",
  "customer_email",
  "service_address",
  "service_city",
  "service_state",
  "service_zip",
  "response_time",
  "description",
] as const satisfies readonly (keyof TEmergencyDetails)[];

export function emergencyDefaults(user: { name: string; email: string } | null): TEmergencyDetails {
  return {
    customer_name: user?.name ?? "",
    customer_phone: "",
    customer_email: user?.email ?? "",
    service_address: "",
    service_city: "",
    service_state: "FL",
    service_zip: "",
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
