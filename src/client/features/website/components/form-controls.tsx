import type { ComponentProps, ReactNode } from "react";
import { Controller, get, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { fieldErrorText } from "@/client/lib/form-errors.ts";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Label } from "@/client/ui/label.tsx";
import { Select } from "@/client/ui/select.tsx";
import { Switch } from "@/client/ui/switch.tsx";
import { Textarea } from "@/client/ui/textarea.tsx";

// The website editor's labelled controls, for the banner form and each ad form (own id prefix).

type TForm<T extends FieldValues> = UseFormReturn<T, unknown, unknown>;
type TBase<T extends FieldValues> = { form: TForm<T>; name: Path<T>; label: string; idPrefix: string; hint?: ReactNode };

const fieldId = (prefix: string, name: string) => `${prefix}-${name.replaceAll(/[_.]/g, "-")}`;

function useFieldState<T extends FieldValues>({ form, name, label, idPrefix, hint }: TBase<T>) {
  const message = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message;
  const error = fieldErrorText(label, typeof message === "string" ? message : undefined);
  const id = fieldId(idPrefix, name);
  const aria = error || hint ? { "aria-describedby": fieldMessageId(id) } : {};
  return { id, error, aria: { ...aria, ...(error ? { "aria-invalid": true as const } : {}) } };
}

export function TextField<T extends FieldValues>(props: TBase<T> & Omit<ComponentProps<"input">, "name" | "form" | "id">) {
  const { form, name, label, idPrefix: _idPrefix, hint, ...input } = props;
  const { id, error, aria } = useFieldState(props);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Input id={id} {...aria} {...input} {...form.register(name, input.type === "number" ? { valueAsNumber: true } : {})} />
    </Field>
  );
}

export function TextAreaField<T extends FieldValues>(props: TBase<T> & { rows?: number; lang?: string }) {
  const { id, error, aria } = useFieldState(props);
  return (
    <Field id={id} label={props.label} error={error} hint={props.hint}>
      <Textarea id={id} rows={props.rows ?? 3} lang={props.lang} {...aria} {...props.form.register(props.name)} />
    </Field>
  );
}

export function SelectField<T extends FieldValues>(props: TBase<T> & { options: readonly { value: string; label: string }[] }) {
  const { id, error, aria } = useFieldState(props);
  return (
    <Field id={id} label={props.label} error={error} hint={props.hint}>
      <Select id={id} {...aria} {...props.form.register(props.name)}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** A 0..max slider with its value shown beside the label. */
export function RangeField<T extends FieldValues>(props: TBase<T> & { min: number; max: number; unit: string; value: number }) {
  const { id, error, aria } = useFieldState(props);
  return (
    <Field
      id={id}
      label={props.label}
      error={error}
      hint={props.hint}
      labelAside={<span className="text-sm text-slate-600 tabular-nums">{`${props.value}${props.unit}`}</span>}
    >
      <input
        id={id}
        type="range"
        min={props.min}
        max={props.max}
        className="h-11 w-full accent-brand-600"
        {...aria}
        {...props.form.register(props.name, { valueAsNumber: true })}
      />
    </Field>
  );
}

export function SwitchField<T extends FieldValues>({ form, name, label, idPrefix }: Omit<TBase<T>, "hint">) {
  const id = fieldId(idPrefix, name);
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-3">
      <Label htmlFor={id}>{label}</Label>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => <Switch id={id} checked={Boolean(field.value)} onCheckedChange={field.onChange} />}
      />
    </div>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}
