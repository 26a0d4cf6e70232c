import { describe, expect, it } from "vitest";
import { passwordWeakness } from "./password.ts";

describe("passwordWeakness", () => {
  it("refuses passwords shorter than 6 characters with the spec's message", () => {
    expect(passwordWeakness("abc12")).toBe("Password must be at least 6 characters");
  });
  it("refuses common passwords with a reason", () => {
    expect(passwordWeakness("password")).toMatch(/too common/);
    expect(passwordWeakness("Qwerty123")).toMatch(/too common/);
  });
  it("refuses a repeated character and simple sequences", () => {
    expect(passwordWeakness("aaaaaaa")).toMatch(/repeated/);
    expect(passwordWeakness("234567")).toMatch(/sequence/);
    expect(passwordWeakness("fedcba")).toMatch(/sequence/);
  });
  it("refuses a password that contains the e-mail's name", () => {
    expect(passwordWeakness("maria-2024!", "maria@example.com")).toMatch(/e-mail name/);
  });
  it("accepts a reasonable password, including the demo one", () => {
    expect(passwordWeakness("homefix-demo", "admin@homefix.test")).toBeNull();
    expect(passwordWeakness("Palm tree 42", "maria@example.com")).toBeNull();
  });
});
