import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { TConfig } from "../config.ts";
import type { TDb } from "../db/client.ts";
import { account, customers, profiles, rateLimit, session, user, verification } from "../db/schema.ts";
import type { TMailer } from "../mail/mailer.ts";
import { mailTemplates } from "../mail/templates.ts";
import { passwordWeakness } from "../../shared/rules/password.ts";
import { isRole, type TRole } from "../../shared/roles.ts";

const DAY = 60 * 60 * 24;

export function createAuth(options: { config: TConfig; db: TDb; mailer: TMailer }) {
  const { config, db, mailer } = options;
  const publicUrl = new URL(config.PUBLIC_URL);
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
      sendResetPassword: async ({ user: target, url }) => mailer.send(mailTemplates.resetPassword(target.email, url)),
      // A taken e-mail gets the same reply as a new one; its owner is told by mail instead.
      onExistingUserSignUp: async ({ user: existing }) =>
        mailer.send(mailTemplates.existingAccount(existing.email, `${publicUrl.origin}/auth`)),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // Following the link proves the mailbox: sign the visitor in and go on (issue #7 item 9).
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user: target, url }) => mailer.send(mailTemplates.verifyEmail(target.email, url)),
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
          // Every account gets its profile, role customer (customer-side.md §3 Profile).
          after: async (created) => {
            await db.insert(profiles).values({ id: created.id, email: created.email, role: "customer" }).onConflictDoNothing();
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = ctx.body as { email?: unknown; password?: unknown; newPassword?: unknown } | undefined;
        const password =
          ctx.path === "/sign-up/email" ? body?.password : ctx.path === "/reset-password" || ctx.path === "/change-password" ? body?.newPassword : undefined;
        if (typeof password !== "string") return;
        const weakness = passwordWeakness(password, typeof body?.email === "string" ? body.email : undefined);
        if (weakness) throw new APIError("BAD_REQUEST", { code: "WEAK_PASSWORD", message: weakness });
      }),
    },
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
