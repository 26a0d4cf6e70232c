import { createHmac, timingSafeEqual } from "node:crypto";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The link back to a paid emergency booking that this browser keeps (issue 7 item 2):
 * `<booking id>.<HMAC-SHA256 of it with the app secret>`. Only the server can make one, so a
 * token names a booking its holder paid for, and an edited token is refused. A step-1 booking
 * deposit has its own purpose (decision 0140), so one kind's token never opens the other.
 */
export function resumeTokens(secret: string, purpose: "emergency-resume" | "deposit-resume" = "emergency-resume") {
  const mac = (bookingId: string) => createHmac("sha256", secret).update(`${purpose}:${bookingId.toLowerCase()}`).digest();

  return {
    issue: (bookingId: string) => `${bookingId}.${mac(bookingId).toString("base64url")}`,

    /** The booking id of a genuine token; null for anything else. */
    verify(token: string): string | null {
      const [bookingId, signature, ...rest] = token.split(".");
      if (!bookingId || !signature || rest.length > 0 || !UUID.test(bookingId)) return null;
      // Compared as written, not decoded: a base64 decoder ignores a last character's spare
      // bits, so a decoded compare would take an edited token for the genuine one.
      const given = Buffer.from(signature);
      const expected = Buffer.from(mac(bookingId).toString("base64url"));
      return given.length === expected.length && timingSafeEqual(given, expected) ? bookingId : null;
    },
  };
}
