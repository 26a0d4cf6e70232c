import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { passwordWeakness } from "../../shared/rules/password.ts";
import { signInPaused } from "../../shared/rules/refusals.ts";
import type { TAccountThrottle } from "./account-throttle.ts";
import type { TUnlock } from "./unlock-token.ts";

type TBody = { email?: unknown; password?: unknown; newPassword?: unknown; token?: unknown } | undefined;

/** The client's address: the app sets the header from Fastify's `request.ip` (auth.routes.ts). */
const addressOf = (headers: Headers | undefined) => headers?.get("x-forwarded-for") ?? "unknown";

/**
 * better-auth's before and after hooks: password rules, sign-in locks and pacing (decision
 * 0112), session ownership. `onLocked` is told of each new lock of an existing account, with the request's cookie header
 * (the page's language, for its mail).
 */
export function authHooks(throttle: TAccountThrottle, onLocked: (email: string, lock: TUnlock, minutes: number, cookie: string | null) => Promise<void>) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      const body = ctx.body as TBody;
      if (ctx.path === "/sign-in/email" && typeof body?.email === "string") {
        const address = addressOf(ctx.headers);
        const wait = await throttle.beginSignIn(body.email, address);
        if (wait?.kind === "locked" && wait.newly) {
          const owner = await ctx.context.internalAdapter.findUserByEmail(body.email.trim().toLowerCase());
          if (owner)
            await onLocked(owner.user.email, { email: owner.user.email, address, until: wait.until }, wait.minutes, ctx.headers?.get("cookie") ?? null);
        }
        // The same answer for every address, with an account or not: it tells nothing of either.
        if (wait) throw new APIError("TOO_MANY_REQUESTS", { code: "ACCOUNT_LOCKED", message: signInPaused(wait) });
      }
      if (ctx.path === "/revoke-session" && typeof body?.token === "string") {
        // better-auth answers { status: true } for another user's token and leaves it valid (fault 11).
        const current = await getSessionFromCtx(ctx);
        if (!current) return;
        const target = await ctx.context.internalAdapter.findSession(body.token);
        if (target?.session.userId !== current.user.id) throw new APIError("NOT_FOUND", { code: "SESSION_NOT_FOUND", message: "Session not found" });
      }
      const password =
        ctx.path === "/sign-up/email" ? body?.password : ctx.path === "/reset-password" || ctx.path === "/change-password" ? body?.newPassword : undefined;
      if (typeof password !== "string") return;
      const weakness = passwordWeakness(password, typeof body?.email === "string" ? body.email : undefined);
      if (weakness) throw new APIError("BAD_REQUEST", { code: "WEAK_PASSWORD", message: weakness });
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== "/sign-in/email") return;
      const body = ctx.body as TBody;
      const returned = ctx.context.returned;
      // Signed in, or refused only for an unverified e-mail: either way the password was right.
      const passwordRight = !isAPIError(returned) || returned.statusCode === 403;
      if (passwordRight && typeof body?.email === "string") await throttle.passwordAccepted(body.email, addressOf(ctx.headers));
    }),
  };
}
