import type { ComponentProps, ReactNode } from "react";
import { Controller, type FieldPath, type UseFormReturn } from "react-hook-form";
import { fieldErrorText } from "@/client/lib/form-errors.ts";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Label } from "@/client/ui/label.tsx";
import { Switch } from "@/client/ui/switch.tsx";
import type { TSettingsFormOutput, TSettingsFormValues } from "./settings-form.ts";

export type TSettingsForm = UseFormReturn<TSettingsFormValues, unknown, TSettingsFormOutput>;
type TName = FieldPath<TSettingsFormValues>;

export const settingsFieldId = (name: string) => `settings-${name.replaceAll(/[._]/g, "-")}`;

type TTextFieldProps = { form: TSettingsForm; name: TName; label: string; hint?: ReactNode } & Omit<ComponentProps<"input">, "name" | "form" | "id">;

/** One labelled input of the Settings form, with its error (client's or server's) tied to it. */
export function SettingsTextField({ form, name, label, hint, ...input }: TTextFieldProps) {
  const id = settingsFieldId(name);
  const error = fieldErrorText(label, form.getFieldState(name, form.formState).error?.message);
  const describedBy = error || hint ? fieldMessageId(id) : undefined;
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} {...form.register(name)} />
    </Field>
  );
}

export function SettingsSwitchField({
  form,
  name,
  label,
}: {
  form: TSettingsForm;
  name: "first_booking_discount.enabled" | "emergency_promise_credit" | "weather_alerts.enabled";
  label: string;
}) {
  const id = settingsFieldId(name);
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-3">
      <Label htmlFor={id}>{label}</Label>
      <Controller control={form.control} name={name} render={({ field }) => <Switch id={id} checked={field.value} onCheckedChange={field.onChange} />} />
    </div>
  );
}

/** A titled group of fields. */
export function SettingsSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = `settings-section-${title.toLowerCase().replaceAll(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description ? <p className="text-sm text-slate-600">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
