import { createHmac, timingSafeEqual } from "node:crypto";

/** What an unlock link names: the account, the address it is locked from, and that lock's end. */
export type TUnlock = { email: string; address: string; until: Date };

/**
 * Decision 0112: the signed part of a sign-in unlock link. An HMAC under the app's secret over
 * the lock it names; nothing stored. It is single-use because it names the lock's exact end:
 * once that lock is cleared (or has ended and been replaced), the link clears nothing.
 */
export function unlockTokens(secret: string) {
  const mac = (payload: string) => createHmac("sha256", secret).update(`sign-in-unlock:${payload}`).digest();
  return {
    issue({ email, address, until }: TUnlock): string {
      const payload = Buffer.from(JSON.stringify({ e: email.trim().toLowerCase(), a: address, u: until.getTime() })).toString("base64url");
      return `${payload}.${mac(payload).toString("base64url")}`;
    },
    verify(token: string): TUnlock | null {
      const [payload, signature, extra] = token.split(".");
      if (!payload || !signature || extra !== undefined) return null;
      const expected = mac(payload);
      const given = Buffer.from(signature, "base64url");
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const { e, a, u } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { e: unknown; a: unknown; u: unknown };
        if (typeof e !== "string" || typeof a !== "string" || typeof u !== "number") return null;
        return { email: e, address: a, until: new Date(u) };
      } catch {
        return null;
      }
    },
  };
}

export type TUnlockTokens = ReturnType<typeof unlockTokens>;
