import { z } from "zod";

// Fault 2: PostgreSQL refuses a NUL byte in text, and no form has a reason to send
// any other control character. Every text field the API accepts is built on one of these two.

export const CONTROL_CHARACTERS_MESSAGE = "must not contain control characters";

/**
 * True when `value` holds a C0 control (U+0000–U+001F), DEL or a C1 control (U+0080–U+009F).
 * With `multiLine`, tab, line feed and carriage return are allowed.
 */
export function hasControlCharacters(value: string, multiLine = false) {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20) {
      if (multiLine && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
      return true;
    }
    if (code >= 0x7f && code <= 0x9f) return true;
  }
  return false;
}

/** A one-line text field (names, phones, addresses, search terms): no control characters. */
export const zLine = () => z.string().refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE);

/** A multi-line text field (notes, messages, descriptions): only tab, CR and LF among controls. */
export const zText = () => z.string().refine((value) => !hasControlCharacters(value, true), CONTROL_CHARACTERS_MESSAGE);

/**
 * What a search box sends (`q` on every list that searches): one line of at most 100
 * characters, trimmed; empty or absent means no search.
 */
export const ZSearchQuery = zLine().trim().max(100, "must be at most 100 characters").optional();
