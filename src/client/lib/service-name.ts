import { currentLocale } from "@/shared/i18n/locale.ts";
import { englishOnlyLang } from "@/shared/rules/content-language.ts";

/**
 * A booking's service as its customer reads it: on a Spanish page its Spanish name where the
 * business wrote one (decision 0177, as the booking's mails say it), else the office's name,
 * marked English (`lang="en"`) on a page in another language.
 */
export type TBookedService = { name: string; lang: "en" | undefined };

export function bookedService(row: { service_name: string; service_name_es: string | null }): TBookedService {
  const locale = currentLocale();
  if (locale !== "en" && row.service_name_es) return { name: row.service_name_es, lang: undefined };
  return { name: row.service_name, lang: englishOnlyLang(locale) };
}
