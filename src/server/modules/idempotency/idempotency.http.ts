import type { FastifyReply, FastifyRequest } from "fastify";
import { fieldError } from "../../errors.ts";
import { IDEMPOTENCY_HEADER, ZIdempotencyHeader } from "../../../shared/schemas/common.ts";
import type { TIdempotentReply } from "./idempotency.service.ts";

/** Said in the summary of every route that takes the `Idempotency-Key` header. */
export const IDEMPOTENCY_HEADER_REPLAY = "A retry with the same Idempotency-Key header gets the first answer again and changes nothing";

/**
 * The `Idempotency-Key` header of a write, checked (decision 0134); undefined when the client
 * sent none. Every route that takes the header reads it here, so a malformed key is the same
 * 400 naming `Idempotency-Key` everywhere.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const parsed = ZIdempotencyHeader.safeParse(Array.isArray(raw) ? raw.join(",") : raw);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? "is not a valid key";
  throw fieldError("Idempotency-Key", message);
}

/**
 * Sends an idempotent write's response: the first one, or the stored one again with the same
 * status and body, marked `Idempotent-Replayed: true` as Stripe marks its replays.
 */
export function sendIdempotent(reply: FastifyReply, response: TIdempotentReply) {
  if (response.replayed) reply.header("idempotent-replayed", "true");
  return reply.status(response.status).send(response.body);
}
