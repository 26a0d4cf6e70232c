import type { TConfig } from "../config.ts";
import type { TThrottleRepository } from "./throttle.repository.ts";

export type TAuthMailKind = "verify-email" | "reset-password" | "existing-account";

/**
 * Limits per account, on top of better-auth's per-client ones (issue 8, fault 9): many clients
 * can aim at one account, and one client can aim mail at many addresses. Every key is the e-mail
 * as typed (normalised), whether or not an account has it, so no answer tells the two apart.
 */
export function accountThrottle(options: { repository: TThrottleRepository; config: TConfig; now?: () => Date }) {
  const { repository, config } = options;
  const now = options.now ?? (() => new Date());
  const signInKey = (email: string) => `sign-in:${email.trim().toLowerCase()}`;

  return {
    /**
     * Counts a sign-in attempt before its password is checked, so parallel guesses count too.
     * Returns null when it may go ahead, or the minutes left of the account's lockout.
     */
    async beginSignIn(email: string): Promise<number | null> {
      const at = now();
      const until = await repository.hit({
        key: signInKey(email),
        now: at,
        windowSeconds: config.AUTH_SIGN_IN_WINDOW_SECONDS,
        max: config.AUTH_SIGN_IN_MAX_ATTEMPTS,
        blockSeconds: config.AUTH_SIGN_IN_LOCKOUT_SECONDS,
      });
      return until ? Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 60_000)) : null;
    },

    /** A right password (signed in, or told to verify the e-mail first) forgets the failures. */
    async passwordAccepted(email: string) {
      await repository.clear(signInKey(email));
    },

    /** Whether one more mail of this kind may go to this address now; counts it when it may. */
    async mayMail(kind: TAuthMailKind, email: string): Promise<boolean> {
      const until = await repository.hit({
        key: `mail:${kind}:${email.trim().toLowerCase()}`,
        now: now(),
        windowSeconds: config.AUTH_MAIL_WINDOW_SECONDS,
        max: config.AUTH_MAIL_MAX_PER_ADDRESS,
      });
      return until === null;
    },
  };
}

export type TAccountThrottle = ReturnType<typeof accountThrottle>;
