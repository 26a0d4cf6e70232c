import { setTimeout as delay } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { TDb } from "../../db/client.ts";

// A frozen database (or a pool whose connections all wait on it) must not hold the health check:
// a load balancer's probe gives up after a few seconds and learns nothing (decision 0100).
const HEALTH_DATABASE_WAIT_MS = 1_500;

export const healthRoutes: FastifyPluginAsyncZod<{ db: TDb }> = async (app, { db }) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness and database check",
        response: {
          200: z.object({ status: z.literal("ok"), database: z.literal("ok") }),
          // The process serves (pages from memory, 503 for what needs the database) and reconnects on its own.
          503: z.object({ status: z.literal("degraded"), database: z.literal("unreachable") }),
        },
      },
    },
    async (request, reply) => {
      const probe = db.execute(sql`select 1`).then(() => true);
      const reached = await Promise.race([probe, delay(HEALTH_DATABASE_WAIT_MS, false)]).catch((error: unknown) => {
        request.log.warn({ err: error }, "health check: database unreachable");
        return false;
      });
      // A probe still waiting ends on its own (the pool's and the query's timeouts); nobody waits for it.
      probe.catch(() => {});
      if (reached) return { status: "ok" as const, database: "ok" as const };
      return reply.status(503).send({ status: "degraded" as const, database: "unreachable" as const });
    },
  );
};
