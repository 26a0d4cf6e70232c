import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import { authorize, requireViewer } from "../auth/guard.ts";
import { CHAT_TOKEN_HEADER, ZChatTokenHeaders } from "../../shared/schemas/engagement.ts";
import type { TLiveViewer } from "../../shared/rules/live-audience.ts";
import type { TChatService } from "../modules/chat/chat.service.ts";
import type { TLiveHub } from "./live-hub.ts";
import { parseCursor } from "./live-events.repository.ts";

const ZLastEventQuery = z.object({
  /** The client's last event, when it reconnects by itself (a fetch cannot always set the header). */
  last_event_id: z.string().max(64).optional(),
});
const ZLastEventHeaders = z.object({ "last-event-id": z.string().max(64).optional() });

/** Hands the request's socket to the hub: from here on the reply is the stream's. */
async function openStream(hub: TLiveHub, request: FastifyRequest, reply: FastifyReply, viewer: TLiveViewer, sessionId: string | null) {
  const given = (request.headers["last-event-id"] as string | undefined) ?? (request.query as { last_event_id?: string }).last_event_id;
  const resumeFrom = parseCursor(given);
  reply.hijack();
  // A stream has no end: the socket may idle between heartbeats for as long as the client stays.
  // (An injected request in tests has no real socket.)
  request.raw.socket?.setTimeout?.(0);
  request.raw.socket?.setKeepAlive?.(true);
  await hub.attach(reply.raw, { viewer, sessionId, resumeFrom, invalidResume: Boolean(given) && resumeFrom === null });
}

// Issue 13, decision 0072: the live streams. Each event is checked against the viewer before it
// is written (shared/rules/live-audience.ts); the connection's guard alone decides nothing more.
export const eventsRoutes: FastifyPluginAsyncZod<{ hub: TLiveHub; chat: TChatService }> = async (app, { hub, chat }) => {
  app.get(
    "/api/events",
    {
      onRequest: authorize("read:events:own"),
      schema: {
        tags: ["live"],
        summary: "The signed-in viewer's live events (Server-Sent Events); resumes after Last-Event-ID",
        querystring: ZLastEventQuery,
        headers: ZLastEventHeaders,
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      await openStream(hub, request, reply, { userId: viewer.user.id, role: viewer.role, conversationId: null }, viewer.sessionId);
    },
  );

  app.get(
    "/api/chat/conversations/:id/events",
    {
      onRequest: authorize("create:chat:public"),
      schema: {
        tags: ["chat", "live"],
        summary: `One conversation's live messages, for its owner's account or a guest's ${CHAT_TOKEN_HEADER} header (Server-Sent Events)`,
        params: z.object({ id: z.uuid("must be a conversation id") }),
        querystring: ZLastEventQuery,
        headers: ZChatTokenHeaders.extend(ZLastEventHeaders.shape),
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      // The same rule as reading its messages: the owner's account, or the conversation's token.
      const conversation = await chat.authorize(request.params.id, viewer, request.headers[CHAT_TOKEN_HEADER]);
      // Only this conversation's events: the viewer's other events go through /api/events.
      await openStream(hub, request, reply, { userId: null, role: null, conversationId: conversation.id }, null);
    },
  );
};
