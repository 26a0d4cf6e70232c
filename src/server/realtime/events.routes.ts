import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import { authorize, requireViewer } from "../auth/guard.ts";
import { CHAT_TOKEN_HEADER, ZChatTokenHeaders } from "../../shared/schemas/engagement.ts";
import type { TLiveViewer } from "../../shared/rules/live-audience.ts";
import type { TChatService } from "../modules/chat/chat.service.ts";
import type { TEmergencyTimelineService } from "../modules/emergency/emergency-timeline.service.ts";
import { ZEmergencyTokenHeaders } from "../modules/emergency/emergency.routes.ts";
import { DOCUMENT_TOKEN_HEADER } from "../../shared/schemas/estimates.ts";
import type { TLiveHub } from "./live-hub.ts";
import { parseCursor } from "./live-events.repository.ts";
import type { TStreamHolder, TStreamQuota } from "./stream-quota.ts";
import { AppError, notFound } from "../errors.ts";

const ZLastEventQuery = z.object({
  /** The client's last event, when it reconnects by itself (a fetch cannot always set the header). */
  last_event_id: z.string().max(64).optional(),
});
const ZLastEventHeaders = z.object({ "last-event-id": z.string().max(64).optional() });

const FULL_MESSAGES: Record<TStreamHolder["kind"], string> = {
  account: "Too many live connections are open for this account. Close another tab or window and try again.",
  chat: "Too many live connections are open for this chat. Close another tab or window and try again.",
  address: "Too many live connections are open from your network. Close another tab or window and try again.",
};

/**
 * Hands the request's socket to the hub: from here on the reply is the stream's. Decision 0111:
 * counted against its holders first (429 when one is full), and counted off when it closes.
 */
async function openStream(
  { hub, quota }: { hub: TLiveHub; quota: TStreamQuota },
  request: FastifyRequest,
  reply: FastifyReply,
  viewer: TLiveViewer,
  sessionId: string | null,
  holder: TStreamHolder,
) {
  const taken = quota.take([holder, { kind: "address", id: request.ip }]);
  if ("full" in taken) throw new AppError("RATE_LIMITED", FULL_MESSAGES[taken.full.kind]);
  reply.raw.on("close", taken.release);
  const given = (request.headers["last-event-id"] as string | undefined) ?? (request.query as { last_event_id?: string }).last_event_id;
  const resumeFrom = parseCursor(given);
  reply.hijack();
  // A stream has no end: the socket may idle between heartbeats for as long as the client stays.
  // (An injected request in tests has no real socket.)
  request.raw.socket?.setTimeout?.(0);
  request.raw.socket?.setKeepAlive?.(true);
  try {
    await hub.attach(reply.raw, { viewer, sessionId, resumeFrom, invalidResume: Boolean(given) && resumeFrom === null });
  } catch (error) {
    taken.release();
    throw error;
  }
}

// Decision 0072: the live streams. Each event is checked against the viewer before it
// is written (shared/rules/live-audience.ts); the connection's guard alone decides nothing more.
export const eventsRoutes: FastifyPluginAsyncZod<{
  hub: TLiveHub;
  chat: TChatService;
  quota: TStreamQuota;
  emergencyTimelines: TEmergencyTimelineService;
  /** Whether a storm waitlist request with this id exists (its id is what its holder has). */
  stormWaitlistRequestExists: (id: string) => Promise<boolean>;
}> = async (app, { hub, chat, quota, emergencyTimelines, stormWaitlistRequestExists }) => {
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
      const holder = { kind: "account", id: viewer.user.id } as const;
      await openStream({ hub, quota }, request, reply, { userId: viewer.user.id, role: viewer.role, conversationId: null }, viewer.sessionId, holder);
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
      // One count per conversation: its guest token and its owner's account open the same chat.
      const holder = { kind: "chat", id: conversation.id } as const;
      await openStream({ hub, quota }, request, reply, { userId: null, role: null, conversationId: conversation.id }, null, holder);
    },
  );

  // Decision 0158: a guest follows their emergency's timeline live with its signed token (a
  // signed-in customer hears `emergency.changed` on /api/events). Only that emergency's events.
  app.get(
    "/api/emergency/bookings/:id/events",
    {
      onRequest: authorize("read:emergency-timeline:public"),
      schema: {
        tags: ["emergency", "live"],
        summary: `One emergency's live timeline for the holder of its signed token (${DOCUMENT_TOKEN_HEADER}; Server-Sent Events)`,
        params: z.object({ id: z.uuid("must be a booking id") }),
        querystring: ZLastEventQuery,
        headers: ZEmergencyTokenHeaders.extend(ZLastEventHeaders.shape),
      },
    },
    async (request, reply) => {
      await emergencyTimelines.openStream(request.params.id, request.headers[DOCUMENT_TOKEN_HEADER]);
      // Counted with the address's streams, as one holder per emergency.
      const holder = { kind: "chat", id: `emergency:${request.params.id}` } as const;
      await openStream({ hub, quota }, request, reply, { userId: null, role: null, conversationId: null, emergencyId: request.params.id }, null, holder);
    },
  );

  // Decision 0160: a storm waitlist request's page hears the waitlist move (a request joined, the
  // office booked one) and reads its place again. The request's unguessable id is the proof, as for
  // reading the place; the event carries nothing but its name.
  app.get(
    "/api/storm/waitlist/:id/events",
    {
      onRequest: authorize("read:storm-waitlist:public"),
      schema: {
        tags: ["storm", "live"],
        summary: "A storm waitlist request's live stream: the waitlist moved (Server-Sent Events)",
        params: z.object({ id: z.uuid("must be a waitlist id") }),
        querystring: ZLastEventQuery,
        headers: ZLastEventHeaders,
      },
    },
    async (request, reply) => {
      if (!(await stormWaitlistRequestExists(request.params.id))) throw notFound("Waitlist request");
      // Counted with the address's streams, as one holder per request.
      const holder = { kind: "chat", id: `storm-waitlist:${request.params.id}` } as const;
      const viewer = { userId: null, role: null, conversationId: null, stormWaitlistId: request.params.id };
      await openStream({ hub, quota }, request, reply, viewer, null, holder);
    },
  );
};
