import type { TLocale } from "../i18n/locale.ts";

// Decisions 0177, 0180: what the business writes (a service's words, a hero banner's, an ad's) is
// stored in English and, beside each field, in Spanish (`<field>_es`) where the admin wrote it. A
// page in Spanish shows each field's Spanish, or its English where the Spanish is missing, and
// names those fields so the page marks them lang="en" for screen readers. One rule for all.

type TWords = string | null | readonly string[];

const written = (value: unknown): boolean => (Array.isArray(value) ? value.length > 0 : typeof value === "string" && value.trim() !== "");

export type TInLocale<T, F extends string> = Omit<T, `${F}_es`> & { untranslated: F[] };

/** `row` with each of `fields` in `locale`, the `_es` columns dropped, and the fields left in English. */
export function inLocale<T extends { [K in F | `${F}_es`]: TWords }, F extends string>(row: T, fields: readonly F[], locale: TLocale): TInLocale<T, F> {
  const shown: Record<string, unknown> = { ...row };
  const untranslated: F[] = [];
  for (const field of fields) {
    const spanish = row[`${field}_es`];
    delete shown[`${field}_es`];
    if (locale === "en") continue;
    if (written(spanish)) shown[field] = spanish;
    // A field with nothing in English either has nothing to mark.
    else if (written(row[field])) untranslated.push(field);
  }
  return { ...(shown as Omit<T, `${F}_es`>), untranslated };
}

/** `lang="en"` for a field the page shows in English although it speaks another language. */
export function englishLang<F extends string>(row: { untranslated: readonly F[] }, field: F): "en" | undefined {
  return row.untranslated.includes(field) ? "en" : undefined;
}

/**
 * `lang="en"` for what the business writes in English only (a service's category: a filter value
 * shared by services), on a page in another language.
 */
export function englishOnlyLang(locale: TLocale): "en" | undefined {
  return locale === "en" ? undefined : "en";
}
