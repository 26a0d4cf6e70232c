import { useWatch } from "react-hook-form";
import { TextAreaField, TextField, type TServiceForm } from "./form-fields.tsx";

/** The English a Spanish field translates, under it: what the translator works from. */
function English({ form, name }: { form: TServiceForm; name: "name" | "subtitle" | "description" | "features" }) {
  const english = useWatch({ control: form.control, name });
  return english.trim() ? <span className="line-clamp-2 whitespace-pre-line">English: {english}</span> : "No English written yet";
}

/**
 * Decision 0177: the service's words in Spanish, each beside its English. A Spanish page shows
 * what is written here, and the English (marked as English) where a field is left empty.
 */
export function SpanishTab({ form }: { form: TServiceForm }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Shown on the Spanish pages (/es). A field left empty shows its English there.</p>
      <TextField form={form} name="name_es" label="Service Name (Spanish)" lang="es" autoComplete="off" hint={<English form={form} name="name" />} />
      <TextField form={form} name="subtitle_es" label="Subtitle (Spanish)" lang="es" autoComplete="off" hint={<English form={form} name="subtitle" />} />
      <TextAreaField
        form={form}
        name="description_es"
        label="Description (Spanish)"
        lang="es"
        rows={4}
        maxLength={5000}
        hint={<English form={form} name="description" />}
      />
      <TextAreaField form={form} name="features_es" label="Features (Spanish)" lang="es" rows={4} hint={<English form={form} name="features" />} />
    </div>
  );
}
