import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { TDb } from "../db/client.ts";
import { z } from "zod";
import { parseAuthBody } from "./auth-input.ts";
import type { TAccountThrottle } from "./account-throttle.ts";
import type { TUnlockTokens } from "./unlock-token.ts";
import { readRole, type TAuth } from "./auth.ts";
import { headersOf, type TViewer } from "./guard.ts";
import { fieldError } from "../errors.ts";
import { controlCharacterField } from "../http/control-characters.ts";
import { CONTROL_CHARACTERS_MESSAGE } from "../../shared/schemas/text.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set-Cookie headers from a session renewal, forwarded on the reply. */
    renewedCookies?: string[];
  }
}

/** Headers for better-auth: the client address is the one Fastify trusts (TRUST_PROXY). */
function authHeaders(request: FastifyRequest) {
  const headers = headersOf(request);
  headers.set("x-forwarded-for", request.ip);
  return headers;
}

/**
 * Mounts better-auth under /api/auth and gives every request a lazy `viewer()`.
 * DESIGN.md, Stack notes: forward every Set-Cookie and keep its Origin check.
 */
async function registerAuthRoutes(
  app: FastifyInstance,
  options: { auth: TAuth; db: TDb; publicOrigin: string; throttle: TAccountThrottle; unlocks: TUnlockTokens },
) {
  const { auth, db, publicOrigin, throttle, unlocks } = options;

  app.decorateRequest("viewer", null as unknown as FastifyRequest["viewer"]);
  app.addHook("onRequest", async (request) => {
    let loaded: Promise<TViewer | null> | undefined;
    request.viewer = () => (loaded ??= loadViewer(request));
  });
  app.addHook("onSend", async (request, reply) => {
    if (request.renewedCookies?.length) reply.header("set-cookie", request.renewedCookies);
  });

  async function loadViewer(request: FastifyRequest): Promise<TViewer | null> {
    if (!request.headers.cookie) return null;
    const { headers, response } = await auth.api.getSession({ headers: authHeaders(request), returnHeaders: true });
    const renewed = headers.getSetCookie();
    if (renewed.length) request.renewedCookies = renewed;
    if (!response) return null;
    const role = await readRole(db, response.user.id, (error) => request.log.error({ err: error }, "could not read the user's role"));
    const { id, email, name, emailVerified } = response.user;
    return { user: { id, email, name, emailVerified }, sessionId: response.session.id, role };
  }

  // Decision 0112: the link mailed when a sign-in is locked. A GET, as a mail link is: it only
  // clears the lock it names, once, and a mail scanner following it unlocks what the mailbox's
  // owner would. Either way the sign-in page follows, told whether it worked.
  app.get("/api/auth/unlock-sign-in", { schema: { hide: true, querystring: z.object({ token: z.string().max(2000).optional() }) } }, async (request, reply) => {
    const lock = unlocks.verify((request.query as { token?: string }).token ?? "");
    const unlocked = lock !== null && (await throttle.unlock(lock.email, lock.address, lock.until));
    return reply.header("cache-control", "no-store").redirect(`/auth?unlocked=${unlocked ? 1 : 0}`, 303);
  });

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    schema: { hide: true },
    async handler(request, reply) {
      // better-auth stores names and looks tokens up as given: refuse what PostgreSQL cannot
      // hold before it gets there (fault 2), naming the field as our routes do.
      const field = controlCharacterField(request.body) ?? controlCharacterField(request.query);
      if (field) throw fieldError(field, CONTROL_CHARACTERS_MESSAGE);
      const url = new URL(request.url, publicOrigin);
      const input = request.method === "POST" ? parseAuthBody(url.pathname.slice("/api/auth".length), request.body) : undefined;
      const body = input !== undefined ? JSON.stringify(input) : undefined;
      const response = await auth.handler(new Request(url, { method: request.method, headers: authHeaders(request), body }));
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== "set-cookie" && key !== "content-length" && key !== "transfer-encoding") reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header("set-cookie", cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });
}

// Not encapsulated: the viewer hook must reach every route of the app.
export const authRoutes = fp(registerAuthRoutes, { name: "homefix-auth" });
