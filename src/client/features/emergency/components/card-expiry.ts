/**
 * MM/YY as the customer types: '1229' becomes '12/29', and a slash typed or
 * pasted anywhere is put back in its place. A first digit above 1 can only be a month 02-09.
 */
export function formatExpiry(raw: string): string {
  let digits = raw.replace(/\D/g, "");
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * Whether a card with this MM/YY expiry has expired by `today`: a card is good through the last
 * day of its expiry month. Read in the browser's calendar, as the customer reads the card.
 */
export function cardHasExpired(expiry: string, today: Date): boolean {
  const [month, year] = expiry.split("/").map(Number);
  return 2000 + year < today.getFullYear() || (2000 + year === today.getFullYear() && month < today.getMonth() + 1);
}
