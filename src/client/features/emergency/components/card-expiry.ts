/**
 * MM/YY as the customer types (issue 7 item 16): '1229' becomes '12/29', and a slash typed or
 * pasted anywhere is put back in its place. A first digit above 1 can only be a month 02-09.
 */
export function formatExpiry(raw: string): string {
  let digits = raw.replace(/\D/g, "");
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
