import { describe, expect, it } from "vitest";
import { controlCharacterField } from "./control-characters.ts";

describe("controlCharacterField", () => {
  it("names the first field holding a control character, however deep", () => {
    expect(controlCharacterField({ email: "a@b.co", name: "a\u0000b" })).toBe("name");
    expect(controlCharacterField({ user: { tags: ["ok", "x\u001b"] } })).toBe("user.tags.1");
    expect(controlCharacterField("\u0000")).toBe("(request)");
  });

  it("passes clean bodies and passwords, which are hashed and never stored as text", () => {
    expect(controlCharacterField({ email: "a@b.co", name: "José", password: "tab\there", rememberMe: true, n: 1 })).toBeNull();
    expect(controlCharacterField(undefined)).toBeNull();
  });

  it("survives nesting far deeper than the call stack", () => {
    let deep: unknown = "x\u0000";
    for (let level = 0; level < 50_000; level++) deep = [deep];
    expect(controlCharacterField(deep)).toMatch(/^0(\.0)*$/);
  });
});
