import { createHmac, timingSafeEqual } from "node:crypto";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SECONDS = /^[0-9]{1,12}$/;

/** What a token opens: a paid emergency, a step-1 deposit, or a mailed invoice or estimate (decision 0144). */
export type TResumePurpose = "emergency-resume" | "deposit-resume" | "invoice-link" | "estimate-link";

/** Compared as written, not decoded: a base64 decoder ignores a last character's spare bits, so a decoded compare would take an edited token for the genuine one. */
function sameSignature(given: string, expected: Buffer) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected.toString("base64url"));
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The link back to a paid emergency booking that this browser keeps:
 * `<booking id>.<HMAC-SHA256 of it with the app secret>`. Only the server can make one, so a
 * token names a booking its holder paid for, and an edited token is refused. A step-1 booking
 * deposit has its own purpose (decision 0140), so one kind's token never opens the other.
 *
 * A mailed document's link (decision 0144) is the same signature with an end:
 * `<id>.<expiry, Unix seconds>.<HMAC of purpose, id and expiry>`, so the expiry cannot be moved
 * and an invoice's link never opens an estimate.
 */
export function resumeTokens(secret: string, purpose: TResumePurpose = "emergency-resume") {
  const mac = (body: string) => createHmac("sha256", secret).update(`${purpose}:${body}`).digest();

  return {
    issue: (bookingId: string) => `${bookingId}.${mac(bookingId.toLowerCase()).toString("base64url")}`,

    /** The booking id of a genuine token; null for anything else. */
    verify(token: string): string | null {
      const [bookingId, signature, ...rest] = token.split(".");
      if (!bookingId || !signature || rest.length > 0 || !UUID.test(bookingId)) return null;
      return sameSignature(signature, mac(bookingId.toLowerCase())) ? bookingId : null;
    },

    /** A token that stops opening its id at `expiresAt` (to the second). */
    issueExpiring(id: string, expiresAt: Date) {
      const until = Math.floor(expiresAt.getTime() / 1000);
      return `${id}.${until}.${mac(`${id.toLowerCase()}:${until}`).toString("base64url")}`;
    },

    /**
     * The id and end of a genuine expiring token, `expired` once `now` has reached its end; null
     * for an edited, foreign or other-purpose token (whose end is not believed, so not reported).
     */
    verifyExpiring(token: string, now: Date): { id: string; expiresAt: Date; expired: boolean } | null {
      const [id, until, signature, ...rest] = token.split(".");
      if (!id || !until || !signature || rest.length > 0 || !UUID.test(id) || !SECONDS.test(until)) return null;
      if (!sameSignature(signature, mac(`${id.toLowerCase()}:${until}`))) return null;
      const expiresAt = new Date(Number(until) * 1000);
      return { id: id.toLowerCase(), expiresAt, expired: now.getTime() >= expiresAt.getTime() };
    },
  };
}
