import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { TConfig } from "../config.ts";
import type { TDb } from "../db/client.ts";
import { account, customers, profiles, rateLimit, session, user, verification } from "../db/schema.ts";
import type { TMailer } from "../mail/mailer.ts";
import { mailTemplates } from "../mail/templates.ts";
import { isRole, type TRole } from "../../shared/roles.ts";
import { accountThrottle, type TAccountThrottle, type TAuthMailKind } from "./account-throttle.ts";
import { authHooks } from "./auth-hooks.ts";
import { throttleRepository } from "./throttle.repository.ts";
import { unlockTokens, type TUnlockTokens } from "./unlock-token.ts";
import { localeFromCookieHeader } from "../../shared/i18n/locale.ts";

const DAY = 60 * 60 * 24;

/**
 * The language of the page a request came from (its homefix_locale cookie): the auth mails are
 * written in the account's language, and in this one while the account has none (decision 0166).
 */
const pageLocale = (request: Request | undefined) => localeFromCookieHeader(request?.headers.get("cookie") ?? null);

export function createAuth(options: { config: TConfig; db: TDb; mailer: TMailer; throttle?: TAccountThrottle; unlocks?: TUnlockTokens }) {
  const { config, db, mailer } = options;
  // The app passes its own, shared with the unlock link's route; scripts take these.
  const throttle = options.throttle ?? accountThrottle({ repository: throttleRepository(db), config });
  const unlocks = options.unlocks ?? unlockTokens(config.authSecret);
  const publicUrl = new URL(config.PUBLIC_URL);
  // Past the per-address limit a mail is dropped, not refused: the reply stays the one every
  // address gets, so it cannot tell whether an account exists (fault 9).
  const sendLimited = async (kind: TAuthMailKind, to: string, send: () => Promise<unknown>) => {
    if (await throttle.mayMail(kind, to)) await send();
  };
  return betterAuth({
    appName: "HomeFix",
    baseURL: publicUrl.origin,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [publicUrl.origin],
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification, rateLimit } }),
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      useSecureCookies: publicUrl.protocol === "https:",
      // The app sets this header from Fastify's request.ip, which honours TRUST_PROXY.
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
    },
    session: { expiresIn: 7 * DAY, updateAge: DAY },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: target, url }, request) =>
        sendLimited("reset-password", target.email, () =>
          mailer.enqueue({ to: target.email, locale: pageLocale(request), render: () => mailTemplates.resetPassword(target.email, url) }),
        ),
      // A taken e-mail gets the same reply as a new one; its owner is told by mail instead.
      onExistingUserSignUp: async ({ user: existing }, request) =>
        sendLimited("existing-account", existing.email, () =>
          mailer.enqueue({
            to: existing.email,
            locale: pageLocale(request),
            render: () => mailTemplates.existingAccount(existing.email, `${publicUrl.origin}/auth`),
          }),
        ),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // Following the link proves the mailbox: sign the visitor in and go on.
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user: target, url }, request) =>
        sendLimited("verify-email", target.email, () =>
          mailer.enqueue({ to: target.email, locale: pageLocale(request), render: () => mailTemplates.verifyEmail(target.email, url) }),
        ),
      // Bookings made as a guest with this e-mail become the account's once the address is proven.
      afterEmailVerification: async (verified) => {
        await db
          .update(customers)
          .set({ profile_id: verified.id })
          .where(and(sql`lower(${customers.email}) = ${verified.email.toLowerCase()}`, isNull(customers.profile_id)));
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: config.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: config.AUTH_RATE_LIMIT_MAX },
        "/sign-up/email": { window: config.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: config.AUTH_RATE_LIMIT_MAX },
        "/request-password-reset": { window: config.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: config.AUTH_RATE_LIMIT_MAX },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Every account gets its profile, role customer (customer-side.md §3 Profile), in the
          // language the visitor was reading (decision 0164: the browser remembers it in a cookie).
          after: async (created, context) => {
            const preferred_locale = localeFromCookieHeader(context?.request?.headers.get("cookie") ?? context?.headers?.get("cookie") ?? null);
            await db.insert(profiles).values({ id: created.id, email: created.email, role: "customer", preferred_locale }).onConflictDoNothing();
          },
        },
      },
    },
    // Decision 0112: a new lock of an existing account mails its owner a way back in.
    hooks: authHooks(throttle, async (email, lock, minutes, cookie) => {
      const url = new URL(`/api/auth/unlock-sign-in?token=${encodeURIComponent(unlocks.issue(lock))}`, publicUrl).href;
      await sendLimited("unlock-sign-in", email, () =>
        mailer.enqueue({ to: email, locale: localeFromCookieHeader(cookie), render: () => mailTemplates.unlockSignIn(email, url, minutes) }),
      );
    }),
  });
}

export type TAuth = ReturnType<typeof createAuth>;

/** Reads the signed-in user's profile role; a failure is logged and means no role (customer-side.md §6). */
export async function readRole(db: TDb, userId: string, log: (error: unknown) => void): Promise<TRole | null> {
  try {
    const [row] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, userId));
    if (!row) return null;
    return isRole(row.role) ? row.role : "customer";
  } catch (error) {
    log(error);
    return null;
  }
}
