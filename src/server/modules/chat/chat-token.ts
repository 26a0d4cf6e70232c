import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A guest's proof that a conversation is theirs (docs/decisions/0013): an HMAC
 * of the conversation id under the app's secret. Nothing is stored, it cannot be guessed or
 * moved to another conversation, and a changed character fails the check.
 */
export function chatTokens(secret: string) {
  const sign = (conversationId: string) => createHmac("sha256", secret).update(`chat-conversation:${conversationId}`).digest("base64url");
  return {
    issue: sign,
    verify(conversationId: string, token: string | undefined): boolean {
      if (!token) return false;
      const expected = Buffer.from(sign(conversationId));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type TChatTokens = ReturnType<typeof chatTokens>;
