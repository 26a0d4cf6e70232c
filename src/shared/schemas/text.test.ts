import { describe, expect, it } from "vitest";
import { hasControlCharacters, zLine, zText } from "./text.ts";

describe("text fields", () => {
  it("refuses NUL, other C0 controls, DEL and C1 controls on one line", () => {
    for (const bad of ["a\u0000b", "\u0007", "a\tb", "a\nb", "a\rb", "x\u007f", "x\u0085", "x\u009f"]) {
      expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
    expect(zLine().safeParse("a\u0000b").error?.issues[0]?.message).toBe("must not contain control characters");
  });

  it("allows tab and line breaks in multi-line text, and nothing else", () => {
    expect(zText().safeParse("Gate code 4512\r\n\tback door").success).toBe(true);
    expect(zText().safeParse("a\u0000b").success).toBe(false);
    expect(zText().safeParse("a\u001bb").success).toBe(false);
  });

  it("keeps every printable character, accents and emoji included", () => {
    expect(zLine().safeParse("José Ñúñez — 🛠 O'Brien & Co. \u00a0").success).toBe(true);
  });

  it("chains with the usual string rules", () => {
    const schema = zLine().trim().min(1, "is required").max(5);
    expect(schema.parse("  abc ")).toBe("abc");
    expect(schema.safeParse("abcdef").success).toBe(false);
  });
});
