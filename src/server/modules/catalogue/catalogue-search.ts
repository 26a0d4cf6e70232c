import { ilike, or, sql, type SQL } from "drizzle-orm";
import { containsPattern } from "../../db/like.ts";
import { services } from "../../db/schema.ts";
import type { TLocale } from "../../../shared/i18n/locale.ts";
import { spanishSearchTerms } from "../../../shared/rules/search-synonyms-es.ts";

// The catalogue is searched by words, not substrings. Full text over name,
// subtitle, category, tags and description (services_search_vector, migration 0001), the last
// word matched as a prefix while the visitor types, and trigrams for typos ('plumbng').

const vector = sql`services_search_vector(${services.name}, ${services.subtitle}, ${services.category}, ${services.tags}, ${services.description})`;
/** The Spanish fields, by the Spanish stemmer (migration 0038, decision 0177). */
const vectorEs = sql`services_search_vector_es(${services.name_es}, ${services.subtitle_es}, ${services.features_es}, ${services.description_es})`;
/** A word this short is matched whole: 'AC' must not find 'accent' or 'place'. */
const MIN_PREFIX = 3;
/** How close a misspelt word must be to a word of the name or category (pg_trgm word_similarity). */
const TYPO_SIMILARITY = 0.5;

export type TSearch = { where: SQL; rank: SQL[] };

/** The visitor's words as a tsquery: every word must match, the last one as a prefix. */
export function tsQueryText(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 && word.length >= MIN_PREFIX ? `${word}:*` : word)).join(" & ");
}

/** The English terms a Spanish search means, as one tsquery: `(water & heater) | leak`. */
function synonymQueryText(q: string): string | null {
  const terms = spanishSearchTerms(q);
  return terms.length === 0 ? null : terms.map((words) => `(${words.join(" & ")})`).join(" | ");
}

/**
 * Words first; the spec's case-insensitive partial match (customer-side.md §7) stays as the
 * floor for anything 3 characters or longer, where a substring means something. A search from a
 * Spanish page also reads the Spanish fields, and the English of the trade words it knows
 * ("plomero" finds plumbing, decision 0177); an English search is unchanged.
 */
export function wordSearch(q: string, locale: TLocale = "en"): TSearch {
  const text = tsQueryText(q);
  const query = text === null ? null : sql`to_tsquery('english', ${text})`;
  const spanish = locale === "es" && text !== null ? sql`to_tsquery('spanish', ${text})` : null;
  const synonymText = locale === "es" ? synonymQueryText(q) : null;
  const synonyms = synonymText === null ? null : sql`to_tsquery('english', ${synonymText})`;
  const partialColumns = [services.name, services.category, services.description, ...(locale === "es" ? [services.name_es, services.description_es] : [])];
  const partial = q.length >= MIN_PREFIX ? or(...partialColumns.map((column) => ilike(column, containsPattern(q)))) : undefined;
  const matches = [
    query ? sql`${vector} @@ ${query}` : undefined,
    spanish ? sql`${vectorEs} @@ ${spanish}` : undefined,
    synonyms ? sql`${vector} @@ ${synonyms}` : undefined,
    partial,
  ].filter((match) => match !== undefined);
  // Nothing searchable (only punctuation, say): nothing matches, rather than everything.
  if (matches.length === 0) return { where: sql`false`, rank: [] };
  const where = matches.length === 1 ? matches[0]! : or(...matches)!;
  // Name matches first, then how well the rest matches.
  const nameMatches = [
    query ? sql`to_tsvector('english', ${services.name}) @@ ${query}` : undefined,
    spanish ? sql`to_tsvector('spanish', coalesce(${services.name_es}, '')) @@ ${spanish}` : undefined,
    synonyms ? sql`to_tsvector('english', ${services.name}) @@ ${synonyms}` : undefined,
    sql`${services.name} ilike ${containsPattern(q)}`,
  ].filter((match) => match !== undefined);
  const inName = sql`(${or(...nameMatches)})`;
  // Without words there is no text rank; a constant in ORDER BY would be read as a column position.
  const ranks = [
    query ? sql`ts_rank(${vector}, ${query})` : undefined,
    spanish ? sql`ts_rank(${vectorEs}, ${spanish})` : undefined,
    synonyms ? sql`ts_rank(${vector}, ${synonyms})` : undefined,
  ].filter((rank) => rank !== undefined);
  const rank = [sql`${inName} desc`, ...(ranks.length === 0 ? [] : [sql`greatest(${sql.join(ranks, sql`, `)}) desc`])];
  return { where, rank };
}

/** The typo fallback, used when the words find nothing: names and categories that look alike. */
export function typoSearch(q: string): TSearch {
  const term = q.toLowerCase();
  const similarity = sql`greatest(word_similarity(${term}, lower(${services.name})), word_similarity(${term}, lower(${services.category})))`;
  return { where: sql`${similarity} >= ${TYPO_SIMILARITY}`, rank: [sql`${similarity} desc`] };
}
