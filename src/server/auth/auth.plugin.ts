import fp from "fastify-plugin";
import { createAuth, type TAuth } from "./auth.ts";
import { authRoutes } from "./auth.routes.ts";
import { accountThrottle } from "./account-throttle.ts";
import { throttleRepository } from "./throttle.repository.ts";
import { unlockTokens } from "./unlock-token.ts";

declare module "fastify" {
  interface FastifyInstance {
    auth: TAuth;
  }
}

/**
 * Sessions and accounts (better-auth), decorated once at the root as `auth` for every module's
 * guards, and its routes: sign-up, sign-in with its throttle, verification, reset and unlock.
 */
export const authPlugin = fp<{ publicOrigin: string }>(
  async (app, { publicOrigin }) => {
    const { config, db } = app;
    const throttle = accountThrottle({ repository: throttleRepository(db), config });
    const unlocks = unlockTokens(config.authSecret);
    const auth = createAuth({ config, db, mailer: app.mailer, throttle, unlocks });
    app.decorate("auth", auth);
    await app.register(authRoutes, { auth, db, publicOrigin, throttle, unlocks });
  },
  { name: "auth", dependencies: ["infrastructure"] },
);
