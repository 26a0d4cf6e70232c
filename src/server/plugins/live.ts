import fp from "fastify-plugin";
import { createLiveHub, type TLiveHub } from "../realtime/live-hub.ts";
import { liveEventsRepository } from "../realtime/live-events.repository.ts";
import { liveSessionCheck } from "../realtime/live-sessions.repository.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** This process's live streams: tests and the bench read its size. */
    live: TLiveHub;
  }
}

/**
 * Decision 0072: this process's live streams, woken by one LISTEN connection. They end before
 * the server closes (an open stream would hold the close forever); their clients reconnect, to
 * another process when there is one.
 */
export const live = fp<{ url: string }>(
  async (app, { url }) => {
    const hub = createLiveHub({
      url,
      repository: liveEventsRepository(app.db),
      checkSessions: liveSessionCheck(app.db),
      log: app.log,
      heartbeatMs: app.config.LIVE_HEARTBEAT_SECONDS * 1000,
    });
    app.decorate("live", hub);
    await hub.start();
    app.addHook("preClose", () => hub.stop());
  },
  { name: "live", dependencies: ["infrastructure"] },
);
