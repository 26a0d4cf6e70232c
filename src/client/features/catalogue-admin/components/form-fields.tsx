import type { ComponentProps, ReactNode } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import type { TServiceRequestParsed } from "@/shared/schemas/services-admin.ts";
import { fieldErrorText } from "@/client/lib/form-errors.ts";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Label } from "@/client/ui/label.tsx";
import { Select } from "@/client/ui/select.tsx";
import { Switch } from "@/client/ui/switch.tsx";
import { Textarea } from "@/client/ui/textarea.tsx";
import type { TServiceFormValues } from "./service-form.ts";

export type TServiceForm = UseFormReturn<TServiceFormValues, unknown, TServiceRequestParsed>;
type TTextName = { [K in keyof TServiceFormValues]: TServiceFormValues[K] extends string ? K : never }[keyof TServiceFormValues];
type TFlagName = { [K in keyof TServiceFormValues]: TServiceFormValues[K] extends boolean ? K : never }[keyof TServiceFormValues];

const fieldId = (name: string) => `service-${name.replaceAll("_", "-")}`;

/** The field's error, with its label, and the attributes that tie it to the control. */
function useFieldState(form: TServiceForm, name: keyof TServiceFormValues, label: string) {
  const message = form.formState.errors[name]?.message;
  const error = fieldErrorText(label, typeof message === "string" ? message : undefined);
  const aria = error ? { "aria-invalid": true as const, "aria-describedby": fieldMessageId(fieldId(name)) } : {};
  return { id: fieldId(name), error, aria };
}

type TTextFieldProps = { form: TServiceForm; name: TTextName; label: string; hint?: ReactNode } & Omit<ComponentProps<"input">, "name" | "form" | "id">;

export function TextField({ form, name, label, hint, ...input }: TTextFieldProps) {
  const { id, error, aria } = useFieldState(form, name, label);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Input id={id} {...(hint && !error ? { "aria-describedby": fieldMessageId(id) } : {})} {...aria} {...input} {...form.register(name)} />
    </Field>
  );
}

type TTextAreaFieldProps = { form: TServiceForm; name: TTextName; label: string; hint?: ReactNode; rows?: number; maxLength?: number; lang?: string };

export function TextAreaField({ form, name, label, hint, rows = 3, maxLength, lang }: TTextAreaFieldProps) {
  const { id, error, aria } = useFieldState(form, name, label);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        lang={lang}
        {...(hint && !error ? { "aria-describedby": fieldMessageId(id) } : {})}
        {...aria}
        {...form.register(name)}
      />
    </Field>
  );
}

type TSelectFieldProps = { form: TServiceForm; name: TTextName; label: string; options: readonly { value: string; label: string }[] };

export function SelectField({ form, name, label, options }: TSelectFieldProps) {
  const { id, error, aria } = useFieldState(form, name, label);
  return (
    <Field id={id} label={label} error={error}>
      <Select id={id} {...aria} {...form.register(name)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function SwitchField({ form, name, label, hint }: { form: TServiceForm; name: TFlagName; label: string; hint?: string }) {
  const id = fieldId(name);
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-3">
      <div>
        <Label htmlFor={id}>{label}</Label>
        {hint ? (
          <p id={fieldMessageId(id)} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Switch id={id} checked={field.value} onCheckedChange={field.onChange} aria-describedby={hint ? fieldMessageId(id) : undefined} />
        )}
      />
    </div>
  );
}
