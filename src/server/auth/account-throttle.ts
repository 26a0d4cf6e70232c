import type { TConfig } from "../config.ts";
import type { TThrottleRepository } from "./throttle.repository.ts";

export type TAuthMailKind = "verify-email" | "reset-password" | "existing-account" | "unlock-sign-in";

/** Why a sign-in attempt is refused before its password is checked. */
export type TSignInWait =
  /** Decision 0112: this account from this address, after too many wrong passwords from it. */
  | { kind: "locked"; minutes: number; until: Date; newly: boolean }
  /** The account from everywhere, paced after many wrong passwords from anywhere. */
  | { kind: "paced"; seconds: number };

/**
 * Limits per account, on top of better-auth's per-client ones (fault 9; decision
 * 0112): many clients can aim at one account, and one client can aim mail at many addresses.
 * Every key is the e-mail as typed (normalised), whether or not an account has it, so no
 * answer tells the two apart.
 */
export function accountThrottle(options: { repository: TThrottleRepository; config: TConfig; now?: () => Date }) {
  const { repository, config } = options;
  const now = options.now ?? (() => new Date());
  const normal = (email: string) => email.trim().toLowerCase();
  const lockKey = (email: string, address: string) => `sign-in:${normal(email)}:${address}`;
  const paceKey = (email: string) => `sign-in:${normal(email)}`;

  return {
    /**
     * Counts a sign-in attempt before its password is checked, so parallel guesses count too.
     * Returns null when it may go ahead. The lock is per account and address, so nobody else can
     * lock the owner out; the pace is per account, so many addresses cannot guess fast.
     */
    async beginSignIn(email: string, address: string): Promise<TSignInWait | null> {
      const at = now();
      const lockSeconds = config.AUTH_SIGN_IN_LOCKOUT_SECONDS;
      const until = await repository.hit({
        key: lockKey(email, address),
        now: at,
        windowSeconds: config.AUTH_SIGN_IN_WINDOW_SECONDS,
        max: config.AUTH_SIGN_IN_MAX_ATTEMPTS,
        blockSeconds: lockSeconds,
      });
      if (until) {
        const minutes = Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 60_000));
        return { kind: "locked", minutes, until, newly: until.getTime() === at.getTime() + lockSeconds * 1000 };
      }
      const paced = await repository.pace({
        key: paceKey(email),
        now: at,
        windowSeconds: config.AUTH_SIGN_IN_WINDOW_SECONDS,
        free: config.AUTH_SIGN_IN_PACE_AFTER,
        maxSeconds: config.AUTH_SIGN_IN_PACE_MAX_SECONDS,
      });
      return paced ? { kind: "paced", seconds: Math.max(1, Math.ceil((paced.getTime() - at.getTime()) / 1000)) } : null;
    },

    /** A right password (signed in, or told to verify the e-mail first) forgets the failures. */
    async passwordAccepted(email: string, address: string) {
      await repository.clear(lockKey(email, address));
      await repository.clear(paceKey(email));
    },

    /** An unlock link (decision 0112) clears the lock it names, once; false when it is gone or was renewed. */
    async unlock(email: string, address: string, until: Date): Promise<boolean> {
      const cleared = await repository.clearBlock(lockKey(email, address), until);
      if (cleared) await repository.clear(paceKey(email));
      return cleared;
    },

    /** Whether one more mail of this kind may go to this address now; counts it when it may. */
    async mayMail(kind: TAuthMailKind, email: string): Promise<boolean> {
      const until = await repository.hit({
        key: `mail:${kind}:${normal(email)}`,
        now: now(),
        windowSeconds: config.AUTH_MAIL_WINDOW_SECONDS,
        max: config.AUTH_MAIL_MAX_PER_ADDRESS,
      });
      return until === null;
    },
  };
}

export type TAccountThrottle = ReturnType<typeof accountThrottle>;
