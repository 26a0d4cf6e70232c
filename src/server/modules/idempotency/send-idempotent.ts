import type { FastifyReply } from "fastify";
import type { TStoredResponse } from "./idempotency.repository.ts";

/**
 * Sends an idempotent write's response: the first one, or the stored one again with the same
 * status and body, marked `Idempotent-Replayed: true` as Stripe marks its replays.
 */
export function sendIdempotent(reply: FastifyReply, response: TStoredResponse & { replayed: boolean }) {
  if (response.replayed) reply.header("idempotent-replayed", "true");
  return reply.status(response.status).send(response.body);
}
