import { hasControlCharacters } from "../../shared/schemas/text.ts";

// Secrets are hashed or compared, never stored as text: a control character in them is harmless,
// and refusing it could lock out whoever chose one.
const SECRET_KEYS = new Set(["password", "newPassword", "currentPassword"]);

/**
 * The path of the first string in a JSON body that holds a control character, or null.
 * For bodies we do not validate with our own schemas (better-auth's): none of their fields is
 * multi-line. Walks with its own stack, so deep nesting cannot overflow the call stack.
 */
export function controlCharacterField(body: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value: body, path: "" }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === "string") {
      if (hasControlCharacters(value)) return path || "(request)";
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: path ? `${path}.${index}` : String(index) }));
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (hasControlCharacters(key)) return path || "(request)";
        if (!SECRET_KEYS.has(key)) stack.push({ value: item, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}
