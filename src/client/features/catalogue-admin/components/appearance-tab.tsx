import { Controller, useWatch } from "react-hook-form";
import { Wrench } from "lucide-react";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { fieldErrorText } from "@/client/lib/form-errors.ts";
import { SelectField, type TServiceForm } from "./form-fields.tsx";
import { SERVICE_ICONS } from "./service-icons.ts";

const ICON_OPTIONS = [{ value: "", label: "None" }, ...Object.keys(SERVICE_ICONS).map((name) => ({ value: name, label: name.replaceAll("-", " ") }))];
const DEFAULT_COLOUR = "#2563eb";

/** staff-side.md §3 Service: service_icon and theme_color, with a preview. */
export function AppearanceTab({ form }: { form: TServiceForm }) {
  const [icon, colour, name] = useWatch({ control: form.control, name: ["service_icon", "theme_color", "name"] });
  const Icon = SERVICE_ICONS[icon] ?? Wrench;
  const valid = /^#[0-9a-fA-F]{6}$/.test(colour);
  const colourError = fieldErrorText("Theme colour", form.formState.errors.theme_color?.message);

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField form={form} name="service_icon" label="Service Icon" options={ICON_OPTIONS} />
        <Field id="service-theme-color" label="Theme Color" error={colourError} hint="A colour such as #2563eb">
          <div className="flex gap-2">
            <Controller
              control={form.control}
              name="theme_color"
              render={({ field }) => (
                <input
                  type="color"
                  aria-label="Pick the theme color"
                  value={valid ? field.value.toLowerCase() : DEFAULT_COLOUR}
                  onChange={(event) => field.onChange(event.target.value)}
                  className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
                />
              )}
            />
            <Input
              id="service-theme-color"
              autoComplete="off"
              placeholder={DEFAULT_COLOUR}
              aria-invalid={colourError ? true : undefined}
              aria-describedby={fieldMessageId("service-theme-color")}
              {...form.register("theme_color")}
            />
          </div>
        </Field>
      </div>
      <div>
        <p className="mb-2 text-sm font-medium text-slate-800">Preview</p>
        <div className="flex items-center gap-3 rounded-xl border border-slate-200 p-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl text-white" style={{ backgroundColor: valid ? colour : DEFAULT_COLOUR }}>
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <span className="font-semibold break-words text-slate-900">{name.trim() || "Service name"}</span>
        </div>
      </div>
    </div>
  );
}
