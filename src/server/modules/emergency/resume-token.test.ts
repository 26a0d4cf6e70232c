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

describe("expiring document links (decision 0144)", () => {
  const secret = "a-secret-of-at-least-thirty-two-characters";
  const estimates = resumeTokens(secret, "estimate-link");
  const invoices = resumeTokens(secret, "invoice-link");
  const id = "3f43997c-8148-48b3-9046-726941cac992";
  const issuedAt = new Date("2026-11-01T12:00:00Z");
  const until = new Date("2026-12-01T12:00:00Z");

  it("opens its document until its end, and says expired from then on", () => {
    const token = estimates.issueExpiring(id, until);
    expect(estimates.verifyExpiring(token, issuedAt)).toEqual({ id, expiresAt: until, expired: false });
    expect(estimates.verifyExpiring(token, new Date(until.getTime() - 1000))?.expired).toBe(false);
    expect(estimates.verifyExpiring(token, until)?.expired).toBe(true);
  });

  it("refuses a moved end, another id, an edited signature and extra parts", () => {
    const token = estimates.issueExpiring(id, until);
    const [, end, signature] = token.split(".");
    expect(estimates.verifyExpiring(`${id}.${Number(end) + 86_400}.${signature}`, issuedAt)).toBeNull();
    expect(estimates.verifyExpiring(`00000000-0000-4000-8000-000000000000.${end}.${signature}`, issuedAt)).toBeNull();
    expect(estimates.verifyExpiring(`${token.slice(0, -2)}AA`, issuedAt)).toBeNull();
    expect(estimates.verifyExpiring(`${token}.x`, issuedAt)).toBeNull();
    expect(estimates.verifyExpiring("", issuedAt)).toBeNull();
    expect(estimates.verifyExpiring(`${id}.-5.${signature}`, issuedAt)).toBeNull();
  });

  it("never opens another kind of document, nor a resume token's booking", () => {
    const token = estimates.issueExpiring(id, until);
    expect(invoices.verifyExpiring(token, issuedAt)).toBeNull();
    expect(invoices.verifyExpiring(invoices.issueExpiring(id, until), issuedAt)?.id).toBe(id);
    expect(resumeTokens(secret).verify(token)).toBeNull();
    expect(resumeTokens("another-secret-of-thirty-two-characters!").verifyExpiring(token, issuedAt)).toBeNull();
  });
});
