// Decision 0119: how a review names its author in public. One rule for every review, the
// customer's and the demo's: the first name and the last name's initial ("Grace H."), from the
// name the customer gave. Staff see the full name in the back office.

const capitalised = (word: string) => word.charAt(0).toLocaleUpperCase("en-US") + word.slice(1);

/**
 * "Grace Holloway" → "Grace H."; "hannah j." → "Hannah J."; "Cher" → "Cher". A name stored
 * before this rule as an e-mail address or its local part ("grace.holloway") is read as the
 * words it is made of, so no address is ever shown. "A customer" when nothing is left.
 */
export function reviewerName(name: string | null | undefined): string {
  const words = (name ?? "")
    .replace(/@.*$/, "")
    .split(/[\s._]+/)
    .map((word) => word.replace(/[^\p{L}\p{M}'-]/gu, ""))
    .filter(Boolean);
  const [first, ...rest] = words;
  if (!first) return "A customer";
  const last = rest.at(-1);
  return last ? `${capitalised(first)} ${last.charAt(0).toLocaleUpperCase("en-US")}.` : capitalised(first);
}
