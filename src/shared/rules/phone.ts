// Phone numbers (decision 0178). The business's customers are mostly in the US, and their numbers
// are kept as typed ("(407) 555-0199"): 10 digits, a leading 1 allowed. A relative booking from
// Mexico or Spain types their own number with its country code after "+"; such a number is
// checked by the international format's own rule (E.164: a country code that is not 1, and 8 to
// 15 digits in all) and kept in that form, "+525512345678", which dials from anywhere.

const FORMATTING = /^[0-9+().\-\s]+$/;
const E164 = /^\+[2-9]\d{7,14}$/;

/** "us", "international", or null for something that is no phone number. */
export function phoneKind(value: string): "us" | "international" | null {
  const text = value.trim();
  if (!FORMATTING.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  // "+1" is the US (and its neighbours of the same plan): the US rule.
  if (/^1?\d{10}$/.test(digits) && (!text.startsWith("+") || digits.startsWith("1"))) return "us";
  if (text.startsWith("+") && text.indexOf("+", 1) === -1 && E164.test(`+${digits}`)) return "international";
  return null;
}

/** The number as it is kept: a US one as typed (trimmed), an international one as E.164. */
export function storedPhone(value: string): string {
  const text = value.trim();
  return phoneKind(text) === "international" ? `+${text.replace(/\D/g, "")}` : text;
}
