import type { TLocale } from "../i18n/locale.ts";
import { inLocale } from "./content-language.ts";

// Decision 0177: a service's words (its name, subtitle, description and features, and its
// add-ons' names) in the page's language, by the one rule for what the business writes
// (content-language.ts).

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

/** The service's words in `locale`, with the fields that had to stay in English; an add-on says so of its name. */
export function serviceInLocale<T extends TServiceWords>(row: T, locale: TLocale) {
  const { add_ons, ...service } = inLocale(row, TRANSLATED_SERVICE_FIELDS, locale);
  return {
    ...service,
    add_ons: add_ons.map((addOn) => {
      const { untranslated, ...shown } = inLocale(addOn, ["name"], locale);
      return { ...shown, untranslated: untranslated.length > 0 };
    }),
  };
}
