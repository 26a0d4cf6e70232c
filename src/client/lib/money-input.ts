// Money typed by a person, in dollars, and the cents the API takes: the job form and the invoice's
// payment dialog read an amount the same way.

/**
 * "149.5" → 14950. Whole dollars and up to two decimals are exact (no float rounding); anything
 * else becomes a number the schema refuses with its own message ("must be whole cents", "must
 * not be negative", "must be a number"). Empty is null.
 */
export function dollarsToCents(text: string): number | null {
  const value = text.trim().replace(/^\$/, "").replaceAll(",", "");
  if (value === "") return null;
  const exact = /^(\d+)(?:\.(\d{0,2}))?$/.exec(value);
  if (exact) return Number(exact[1]) * 100 + Number((exact[2] ?? "").padEnd(2, "0"));
  const number = Number(value);
  return Number.isFinite(number) ? number * 100 : Number.NaN;
}

/** 14950 → "149.50", as an amount input shows it; null is empty. */
export function centsToDollars(cents: number | null): string {
  return cents === null ? "" : (cents / 100).toFixed(2);
}
