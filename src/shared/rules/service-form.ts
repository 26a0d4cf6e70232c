// staff-side.md §5 Service: how the service form's text is read. The form shows text; these
// turn it into what the API takes (ZServiceRequest), or say what is wrong with it.

export type TParsed<T> = { ok: true; value: T } | { ok: false; error: string };

const ok = <T>(value: T): TParsed<T> => ({ ok: true, value });
const fail = <T>(error: string): TParsed<T> => ({ ok: false, error });

/**
 * §5: the base price "parsed as decimal", in dollars with up to two decimals, into cents.
 * `$` and thousands commas are allowed, as people type them; empty is $0.
 */
export function parsePriceCents(text: string): TParsed<number> {
  if (text.trim() === "") return ok(0);
  const cleaned = text
    .trim()
    .replace(/^\$\s*/, "")
    .replace(/,(?=\d{3}(\D|$))/g, "");
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(cleaned) ?? /^()\.(\d{1,2})$/.exec(cleaned);
  if (!match) return fail("must be a price such as 49.99");
  // Whole dollars and cents apart: 0.29 * 100 is not 29 in floating point.
  return ok(Number(match[1] || "0") * 100 + Number((match[2] ?? "").padEnd(2, "0")));
}

/** Cents as the price field shows them: `85`, `49.99`, `12.50`. */
export function formatPriceInput(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** §5: duration "as integer" and min hours "as integer or null": digits only; empty is none. */
export function parseWholeNumber(text: string): TParsed<number | null> {
  const trimmed = text.trim();
  if (trimmed === "") return ok(null);
  if (!/^\d{1,9}$/.test(trimmed)) return fail("must be a whole number");
  return ok(Number(trimmed));
}

/** §5: areas, tags and badges are entered comma-separated and trimmed; empty entries and repeats are dropped. */
export function parseCommaList(text: string): string[] {
  return [...new Set(text.split(",").map((item) => item.trim()))].filter(Boolean);
}

/** Features, one per line (a feature may hold a comma). */
export function parseLines(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).map((item) => item.trim()))].filter(Boolean);
}

/** True when `value` is a whole number of tenths (4.7, not 4.75), floating-point noise aside. */
export function isRatingStep(value: number): boolean {
  return Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;
}

/** §5: the custom rating input, 0 to 5 in steps of 0.1; empty means the real average is shown. */
export function parseRating(text: string): TParsed<number | null> {
  const trimmed = text.trim();
  if (trimmed === "") return ok(null);
  if (!/^\d(\.\d+)?$/.test(trimmed)) return fail("must be a number from 0 to 5");
  const value = Number(trimmed);
  if (value > 5) return fail("must be at most 5");
  if (!isRatingStep(value)) return fail("must be in steps of 0.1");
  return ok(Math.round(value * 10) / 10);
}
