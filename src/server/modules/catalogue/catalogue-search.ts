import { ilike, or, sql, type SQL } from "drizzle-orm";
import { containsPattern } from "../../db/like.ts";
import { services } from "../../db/schema.ts";

// The catalogue is searched by words, not substrings. Full text over name,
// subtitle, category, tags and description (services_search_vector, migration 0001), the last
// word matched as a prefix while the visitor types, and trigrams for typos ('plumbng').

const vector = sql`services_search_vector(${services.name}, ${services.subtitle}, ${services.category}, ${services.tags}, ${services.description})`;
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

/**
 * Words first; the spec's case-insensitive partial match (customer-side.md §7) stays as the
 * floor for anything 3 characters or longer, where a substring means something.
 */
export function wordSearch(q: string): TSearch {
  const text = tsQueryText(q);
  const query = text === null ? null : sql`to_tsquery('english', ${text})`;
  const partial =
    q.length >= MIN_PREFIX
      ? or(ilike(services.name, containsPattern(q)), ilike(services.category, containsPattern(q)), ilike(services.description, containsPattern(q)))
      : undefined;
  // Nothing searchable (only punctuation, say): nothing matches, rather than everything.
  if (!query && !partial) return { where: sql`false`, rank: [] };
  const matches = query ? sql`${vector} @@ ${query}` : undefined;
  const where = matches && partial ? or(matches, partial)! : (matches ?? partial)!;
  // Name matches first, then how well the rest matches.
  const inName = query
    ? sql`(to_tsvector('english', ${services.name}) @@ ${query} or ${services.name} ilike ${containsPattern(q)})`
    : sql`${services.name} ilike ${containsPattern(q)}`;
  // Without words there is no text rank; a constant in ORDER BY would be read as a column position.
  const rank = query ? [sql`${inName} desc`, sql`ts_rank(${vector}, ${query}) desc`] : [sql`${inName} desc`];
  return { where, rank };
}

/** The typo fallback, used when the words find nothing: names and categories that look alike. */
export function typoSearch(q: string): TSearch {
  const term = q.toLowerCase();
  const similarity = sql`greatest(word_similarity(${term}, lower(${services.name})), word_similarity(${term}, lower(${services.category})))`;
  return { where: sql`${similarity} >= ${TYPO_SIMILARITY}`, rank: [sql`${similarity} desc`] };
}
