import type { FastifyInstance } from "fastify";
import { eventsRoutes } from "./events.routes.ts";
import { createStreamQuota } from "./stream-quota.ts";

/** The live streams' routes: each asks the module that owns what it streams whether the viewer may. */
export async function eventsPlugin(app: FastifyInstance) {
  const { config, db, stormWaitlist } = app;
  const quota = createStreamQuota({
    account: config.LIVE_STREAMS_PER_ACCOUNT,
    chat: config.LIVE_STREAMS_PER_CHAT,
    address: config.LIVE_STREAMS_PER_ADDRESS,
  });
  await app.register(eventsRoutes, {
    hub: app.live,
    chat: app.chat,
    quota,
    emergencyTimelines: app.emergencyTimelines,
    stormWaitlistRequestExists: async (id: string) => (await stormWaitlist.status(db, id)) !== null,
  });
}
