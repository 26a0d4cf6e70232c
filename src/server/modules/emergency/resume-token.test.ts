import { describe, expect, it } from "vitest";
import { resumeTokens } from "./resume-token.ts";

describe("emergency resume tokens", () => {
  const tokens = resumeTokens("a-secret-of-at-least-thirty-two-characters");
  const id = "3f43997c-8148-48b3-9046-726941cac992";

  it("accepts the token it issued", () => {
    expect(tokens.verify(tokens.issue(id))).toBe(id);
  });

  it("refuses a token whose last character differs only in the bits a base64 decoder ignores", () => {
    const token = tokens.issue(id);
    const last = token.at(-1)!;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    // A 32-byte HMAC ends in a character whose two low bits are padding: its neighbours decode alike.
    const index = alphabet.indexOf(last);
    const twin = alphabet[index ^ 1];
    expect(tokens.verify(token.slice(0, -1) + twin)).toBeNull();
  });

  it("keeps an emergency's tokens and a booking deposit's apart: one kind never opens the other", () => {
    const deposits = resumeTokens("a-secret-of-at-least-thirty-two-characters", "deposit-resume");
    expect(deposits.verify(deposits.issue(id))).toBe(id);
    expect(deposits.verify(tokens.issue(id))).toBeNull();
    expect(tokens.verify(deposits.issue(id))).toBeNull();
  });
});
