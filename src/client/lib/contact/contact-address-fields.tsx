import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { fieldErrorText } from "../form-errors.ts";
import type { TContactAddress } from "./saved-contact.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

type TName = keyof TContactAddress;
type TSpec = { name: TName; type?: "tel" | "email"; autoComplete: string; maxLength?: number; numeric?: boolean; className: string };

const FIELDS: TSpec[] = [
  { name: "customer_name", autoComplete: "name", className: "sm:col-span-6" },
  { name: "customer_phone", type: "tel", autoComplete: "tel", className: "sm:col-span-3" },
  { name: "customer_email", type: "email", autoComplete: "email", className: "sm:col-span-3" },
  { name: "service_address", autoComplete: "street-address", className: "sm:col-span-6" },
  { name: "service_city", autoComplete: "address-level2", className: "sm:col-span-3" },
  { name: "service_state", autoComplete: "address-level1", maxLength: 2, className: "sm:col-span-1" },
  { name: "service_zip", autoComplete: "postal-code", numeric: true, maxLength: 10, className: "sm:col-span-2" },
];

/** The labels of each form, as the spec words them (customer-side.md §4 and §5), in the page's language. */
export const CONTACT_LABELS = {
  booking: {
    customer_name: m.contact_full_name,
    customer_phone: m.contact_phone,
    customer_email: m.contact_email,
    service_address: m.contact_service_address,
    service_city: m.contact_city_optional,
    service_state: m.contact_state,
    service_zip: m.contact_zip_optional,
  },
  emergency: {
    customer_name: m.contact_full_name,
    customer_phone: m.contact_phone,
    customer_email: m.contact_email,
    service_address: m.contact_street_address,
    service_city: m.contact_city,
    service_state: m.contact_state,
    service_zip: m.contact_zip,
  },
} as const satisfies Record<string, Record<TName, () => string>>;

type TContactFields = { [K in TName]?: string };

type TProps<T extends FieldValues & TContactFields> = {
  form: "booking" | "emergency";
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  legend?: string;
  /** Every field is required (the emergency form): the inputs say so too. */
  required?: boolean;
  /** The fields shown, in their usual order; all by default (the booking asks some in each step). */
  only?: readonly TName[];
};

/** The contact and service-address fieldset of the booking and emergency forms. */
export function ContactAddressFields<T extends FieldValues & TContactFields>({ form, register, errors, legend, required, only }: TProps<T>) {
  const labels = CONTACT_LABELS[form];
  return (
    <fieldset className="grid gap-4 sm:grid-cols-6">
      {legend ? <legend className="mb-3 text-sm font-semibold text-slate-900">{legend}</legend> : null}
      {FIELDS.filter((field) => !only || only.includes(field.name)).map((field) => {
        const id = `${form}-${field.name.replace("_", "-")}`;
        const label = labels[field.name]();
        const message = errors[field.name]?.message;
        const error = fieldErrorText(label.replace(m.optional_suffix(), ""), typeof message === "string" ? message : undefined);
        return (
          <div key={field.name} className={field.className}>
            <Field id={id} label={label} error={error}>
              <Input
                id={id}
                type={field.type ?? "text"}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                inputMode={field.numeric ? "numeric" : undefined}
                required={required}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? fieldMessageId(id) : undefined}
                // T holds every contact field (the constraint above), so each name is one of T's paths.
                {...register(field.name as Path<T>)}
              />
            </Field>
          </div>
        );
      })}
    </fieldset>
  );
}
