import type { TLocale } from "../i18n/locale.ts";

// Decision 0177: what the business writes about a service (its name, subtitle, description and
// features, and its add-ons' names) is stored in English and, beside it, in Spanish where the
// admin wrote it. A page in Spanish shows each field's Spanish, or its English where the Spanish
// is missing, and names those fields so the page marks them lang="en" for screen readers.

export const TRANSLATED_SERVICE_FIELDS = ["name", "subtitle", "description", "features"] as const;
export type TTranslatedServiceField = (typeof TRANSLATED_SERVICE_FIELDS)[number];

type TServiceWords = {
  name: string;
  subtitle: string | null;
  description: string | null;
  features: string[];
  name_es: string | null;
  subtitle_es: string | null;
  description_es: string | null;
  features_es: string[];
  add_ons: { id: string; name: string; name_es: string | null; price: number }[];
};

type TSpanishKey = "name_es" | "subtitle_es" | "description_es" | "features_es";
export type TServiceInLocale<T extends TServiceWords> = Omit<T, TSpanishKey | "add_ons"> & {
  add_ons: { id: string; name: string; price: number; untranslated: boolean }[];
  untranslated: TTranslatedServiceField[];
};

const written = (text: string | null): text is string => text !== null && text.trim() !== "";

/** The service's words in `locale`, with the fields that had to stay in English. */
export function serviceInLocale<T extends TServiceWords>(row: T, locale: TLocale): TServiceInLocale<T> {
  const { name_es, subtitle_es, description_es, features_es, add_ons, ...rest } = row;
  if (locale === "en") {
    return { ...rest, add_ons: add_ons.map(({ name_es: _, ...addOn }) => ({ ...addOn, untranslated: false })), untranslated: [] };
  }
  const untranslated: TTranslatedServiceField[] = [];
  // A field with nothing in English either has nothing to mark.
  const pick = (field: "name" | "subtitle" | "description", spanish: string | null) => {
    if (written(spanish)) return spanish;
    if (row[field] !== null) untranslated.push(field);
    return row[field];
  };
  const name = pick("name", name_es)!;
  const subtitle = pick("subtitle", subtitle_es);
  const description = pick("description", description_es);
  let features = row.features;
  if (features_es.length > 0) features = features_es;
  else if (features.length > 0) untranslated.push("features");
  return {
    ...rest,
    name,
    subtitle,
    description,
    features,
    add_ons: add_ons.map(({ name_es: spanish, ...addOn }) =>
      written(spanish) ? { ...addOn, name: spanish, untranslated: false } : { ...addOn, untranslated: true },
    ),
    untranslated,
  };
}

/** `lang="en"` for a field the page shows in English although it speaks another language. */
export function englishLang(service: { untranslated: readonly TTranslatedServiceField[] }, field: TTranslatedServiceField): "en" | undefined {
  return service.untranslated.includes(field) ? "en" : undefined;
}

/**
 * `lang="en"` for what the business writes in English only (a service's category: it is a filter
 * value shared by services), on a page in another language.
 */
export function englishOnlyLang(locale: TLocale): "en" | undefined {
  return locale === "en" ? undefined : "en";
}
